import type { Page } from '../schema/page';

/** What the app knows of every route up front; the page itself is a separate chunk. */
export interface RouteEntry {
  readonly id: string;
  readonly path: string;
  readonly aliases: readonly string[];
  readonly title: string;
  readonly load: () => Promise<{ default: Page }>;
}
