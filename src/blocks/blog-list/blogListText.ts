import type { Messages } from '../../i18n/messages/en';

/** The blog page's texts, in the page's language: its own, its cards', and what a failed read, its reason and its button say. */
export type BlogListText = Pick<Messages['blog'], 'untitled' | 'status' | 'list' | 'card' | 'fullContent' | 'storeErrors'> & { readonly retry: Messages['forms']['retry'] };
