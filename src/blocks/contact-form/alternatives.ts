import { chatLink } from '../../services/whatsapp';

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
function messageText(fields: ContactFields): string {
  return [fields.message, '', `Name: ${fields.name}`, `Email: ${fields.email}`, `Whatsapp: ${fields.tel}`].join('\n');
}

export function whatsappLink(number: string, fields: ContactFields): string {
  return chatLink(number, messageText(fields));
}

/** `mailto:` with the subject and body prefilled (encodeURIComponent: mail clients expect %20, not +). */
export function emailLink(address: string, fields: ContactFields): string {
  const subject = fields.name ? `Message from ${fields.name}` : 'Message from the website';
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(messageText(fields))}`;
}
