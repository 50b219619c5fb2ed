import type { Page } from './pageSchema';

/** Every address of the pages the content marks `listed: false`, their aliases with them. */
export function unlistedPaths(pages: readonly Page[]): string[] {
  return pages.filter((page) => !page.listed).flatMap((page) => [page.path, ...(page.aliases ?? [])]);
}
