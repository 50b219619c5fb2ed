import type { ContactFields } from './alternatives';

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** The address rule browsers use for type="email", so the page accepts exactly what they would. */
const emailAddress = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** What is wrong with the typed fields, each said as what to do; empty when the message can go. */
export function contactErrors(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name) errors.name = 'Enter your name';
  if (!fields.email) errors.email = 'Enter your email address';
  else if (!emailAddress.test(fields.email)) errors.email = 'Enter an email address in the correct format, like name@example.com';
  if (!fields.tel) errors.tel = 'Enter your WhatsApp number';
  if (!fields.message) errors.message = 'Enter your message';
  return errors;
}
