/** What became of a message sent from the contact form. */
export type ContactResult =
  | { readonly outcome: 'sent' }
  | { readonly outcome: 'failed'; readonly reason: string }
  | { readonly outcome: 'not-configured' };

/** Sends the contact form's fields (name, email, tel, message). Never throws: every failure is a result. */
export interface ContactService {
  send(form: HTMLFormElement): Promise<ContactResult>;
}
