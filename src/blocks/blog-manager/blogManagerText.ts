import type { Messages } from '../../i18n/messages/en';

/** The manage page's texts, in the page's language: the owner's, the list's, its dialogs', and what a failed read or change, its reason and its button say. */
export type BlogManagerText = Pick<Messages['blog'], 'untitled' | 'status' | 'owner' | 'fields' | 'manager' | 'damaged' | 'deleteDialog' | 'editDialog' | 'storeErrors'> & {
  readonly retry: Messages['forms']['retry'];
};
