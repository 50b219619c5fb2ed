import { fill, plural } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { ContactFields } from './alternatives';

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** The longest address the email standards allow (a 254-character path). */
export const EMAIL_MAX_LENGTH = 254;
/** Room for any name, with titles and several given names. */
export const NAME_MAX_LENGTH = 100;
/** An international number has at most 15 digits; the rest is room for "+", spaces, dashes and brackets. */
export const TEL_MAX_LENGTH = 30;
/** A few paragraphs: more belongs in an email with attachments, not a form. */
export const MESSAGE_MAX_LENGTH = 2000;
/** How close to its limit the message is before the visitor is told what is left. */
export const MESSAGE_LEFT_SHOWN_FROM = 200;

/** The address rule browsers use for type="email", so the page accepts exactly what they would. */
const emailAddress = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** How the form words its limits: its texts, in the page's language, and how that language writes numbers. */
interface Wording {
  readonly text: Messages['forms']['contactForm'];
  readonly formats: LocaleFormats;
}

const characters = ({ text, formats }: Wording, count: number) => plural(text.characters, count, formats);

/** The message's hint: how long it may be ("Up to 2,000 characters."). */
export const messageLimit = (wording: Wording): string => fill(wording.text.messageLimit, { max: characters(wording, MESSAGE_MAX_LENGTH) });

/** What is wrong with the typed fields, each said as what to do; empty when the message can go. */
export function contactErrors(fields: ContactFields, wording: Wording): ContactErrors {
  const { text } = wording;
  const tooLong = (message: string, maximum: number, values: Record<string, string> = {}) => fill(message, { max: characters(wording, maximum), ...values });
  const errors: ContactErrors = {};
  if (!fields.name) errors.name = text.nameMissing;
  else if (fields.name.length > NAME_MAX_LENGTH) errors.name = tooLong(text.nameTooLong, NAME_MAX_LENGTH);
  if (!fields.email) errors.email = text.emailMissing;
  else if (fields.email.length > EMAIL_MAX_LENGTH) errors.email = tooLong(text.emailTooLong, EMAIL_MAX_LENGTH);
  else if (!emailAddress.test(fields.email)) errors.email = text.emailMalformed;
  if (!fields.tel) errors.tel = text.telMissing;
  else if (fields.tel.length > TEL_MAX_LENGTH) errors.tel = tooLong(text.telTooLong, TEL_MAX_LENGTH);
  if (!fields.message) errors.message = text.messageMissing;
  else if (fields.message.length > MESSAGE_MAX_LENGTH) {
    errors.message = tooLong(text.messageTooLong, MESSAGE_MAX_LENGTH, { excess: characters(wording, fields.message.length - MESSAGE_MAX_LENGTH) });
  }
  return errors;
}

/**
 * What is left of the message's room, once it is near its limit ("150 characters left", "35
 * characters too many"); nothing before then, so a short message is not counted at.
 */
export function messageRoomLeft(length: number, wording: Wording): string {
  const left = MESSAGE_MAX_LENGTH - length;
  if (left > MESSAGE_LEFT_SHOWN_FROM) return '';
  return left >= 0 ? fill(wording.text.roomLeft, { left: characters(wording, left) }) : fill(wording.text.roomOver, { over: characters(wording, -left) });
}
