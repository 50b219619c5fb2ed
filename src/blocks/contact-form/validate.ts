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

/** A number as the page writes it, the same on the server and in every browser ("2,000"). */
export const writtenNumber = (count: number) => count.toLocaleString('en-US');

const characters = (count: number) => `${writtenNumber(count)} character${count === 1 ? '' : 's'}`;

const tooLong = (what: string, maximum: number) => `${what} must be ${characters(maximum)} or fewer`;

/** What is wrong with the typed fields, each said as what to do; empty when the message can go. */
export function contactErrors(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name) errors.name = 'Enter your name';
  else if (fields.name.length > NAME_MAX_LENGTH) errors.name = tooLong('Name', NAME_MAX_LENGTH);
  if (!fields.email) errors.email = 'Enter your email address';
  else if (fields.email.length > EMAIL_MAX_LENGTH) errors.email = tooLong('Email address', EMAIL_MAX_LENGTH);
  else if (!emailAddress.test(fields.email)) errors.email = 'Enter an email address in the correct format, like name@example.com';
  if (!fields.tel) errors.tel = 'Enter your WhatsApp number';
  else if (fields.tel.length > TEL_MAX_LENGTH) errors.tel = tooLong('WhatsApp number', TEL_MAX_LENGTH);
  if (!fields.message) errors.message = 'Enter your message';
  else if (fields.message.length > MESSAGE_MAX_LENGTH) {
    errors.message = `${tooLong('Message', MESSAGE_MAX_LENGTH)}: remove ${characters(fields.message.length - MESSAGE_MAX_LENGTH)}`;
  }
  return errors;
}

/**
 * What is left of the message's room, once it is near its limit ("150 characters left", "35
 * characters too many"); nothing before then, so a short message is not counted at.
 */
export function messageRoomLeft(length: number): string {
  const left = MESSAGE_MAX_LENGTH - length;
  if (left > MESSAGE_LEFT_SHOWN_FROM) return '';
  return left >= 0 ? `${characters(left)} left` : `${characters(-left)} too many`;
}
