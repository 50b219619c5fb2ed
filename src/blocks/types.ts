import type { Page } from '../schema/page';

/** What a block may know of the page it is on. */
export type PageContext = Pick<Page, 'path' | 'title' | 'breadcrumbs'>;

export interface BlockProps<B> {
  readonly block: B;
  readonly page: PageContext;
}
