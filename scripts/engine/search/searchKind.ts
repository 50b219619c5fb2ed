import type { Page } from '../../../src/app/page/pageSchema';
import { blockDefinitions, type BlockDefinition } from '../../../src/blocks/definitions';

/** What the search files a page under when nothing places it: the home page, About Us, the policies. */
export const OTHER_PAGES = 'Other pages';

type AnyBlock = Page['blocks'][number];
type KindOf = (block: AnyBlock) => string;

const kindOfBlock = new Map<string, KindOf>(
  blockDefinitions.flatMap((definition: BlockDefinition) => (definition.searchKind ? [[definition.type, definition.searchKind as KindOf] as const] : [])),
);

/** The pages other pages' breadcrumbs pass through ("Courses", "Religious Services"): the site's sections. */
export function sectionPaths(pages: readonly Page[]): Set<string> {
  return new Set(pages.flatMap((page) => (page.breadcrumbs ?? []).slice(1, -1).flatMap((crumb) => (crumb.to ? [crumb.to] : []))));
}

/**
 * The kind of page a result is, for the search's filter, read from the content as editors wrote
 * it rather than from a list of routes: the first block that says what its page is about (the
 * Quran's text, the books, the podcasts), else the section the breadcrumbs place the page in (a
 * course under Courses, a service under Religious Services), else the page itself when it heads a
 * section, else "Other pages".
 */
export function searchKind(page: Page, sections: ReadonlySet<string>): string {
  for (const block of page.blocks) {
    const kind = kindOfBlock.get(block.type)?.(block);
    if (kind) return kind;
  }
  const crumbs = page.breadcrumbs ?? [];
  const parent = crumbs.length >= 3 ? crumbs[1] : undefined;
  if (parent?.to && sections.has(parent.to)) return parent.label;
  if (sections.has(page.path)) return crumbs.at(-1)?.label ?? page.title;
  return OTHER_PAGES;
}
