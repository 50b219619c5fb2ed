import type { Messages } from '../../i18n/messages/en';

/** The write page's texts, in the page's language: the owner's, the form's, and what a form's mistakes and a failed read or save say. */
export type BlogEditorText = Pick<Messages['blog'], 'owner' | 'fields' | 'editor' | 'storeErrors'> & {
  readonly errors: Messages['forms']['errors'];
  readonly retry: Messages['forms']['retry'];
};
