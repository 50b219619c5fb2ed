import type { Page } from '../schema/page';

/** What a block may know of the page it is on. */
export type PageContext = Pick<Page, 'path' | 'title' | 'breadcrumbs'>;

export interface BlockProps<B> {
  readonly block: B;
  readonly page: PageContext;
  /** The block starts on the first screen, so its leading pictures load at once rather than lazily. */
  readonly firstView?: boolean;
}

/** How many of a page's blocks start on the first screen: the header banner and the block after it. */
export const FIRST_VIEW_BLOCKS = 2;
