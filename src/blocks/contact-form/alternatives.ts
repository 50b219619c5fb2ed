import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';
import { chatLink } from '../../services/whatsapp';

/** The form's texts, in the page's language: the details that sign the message and the email's subject. */
type Signing = Pick<Messages['forms']['contactForm'], 'signedName' | 'signedEmail' | 'signedTel' | 'subjectFrom' | 'subjectAnonymous'>;

/** What the visitor typed, kept so another channel can carry it when the form cannot. */
export interface ContactFields {
  readonly name: string;
  readonly email: string;
  readonly tel: string;
  readonly message: string;
}

export function fieldsOf(form: HTMLFormElement): ContactFields {
  const data = new FormData(form);
  const value = (key: keyof ContactFields) => {
    const entry = data.get(key);
    return typeof entry === 'string' ? entry.trim() : '';
  };
  return { name: value('name'), email: value('email'), tel: value('tel'), message: value('message') };
}

/** The typed message, signed with the sender's details, as the text of a chat or an email. */
function messageText(fields: ContactFields, text: Signing): string {
  return [fields.message, '', fill(text.signedName, { name: fields.name }), fill(text.signedEmail, { email: fields.email }), fill(text.signedTel, { tel: fields.tel })].join('\n');
}

export function whatsappLink(number: string, fields: ContactFields, text: Signing): string {
  return chatLink(number, messageText(fields, text));
}

/** `mailto:` with the subject and body prefilled (encodeURIComponent: mail clients expect %20, not +). */
export function emailLink(address: string, fields: ContactFields, text: Signing): string {
  const subject = fields.name ? fill(text.subjectFrom, { name: fields.name }) : text.subjectAnonymous;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(messageText(fields, text))}`;
}
