import type { Page } from '../../../src/app/page/pageSchema';
import { blockDefinitions, type BlockDefinition } from '../../../src/blocks/definitions';
import { en } from '../../../src/i18n/messages/en';

type KindKey = keyof typeof en.search.kinds;

/**
 * A kind as the index holds it: by its English name, which the address carries too
 * (`?kind=Quran`), so a link shared in any language keeps working. The search page shows it in its
 * own language from the catalog (search.kinds).
 */
const kindName = (key: KindKey): string => en.search.kinds[key];

/** What the search files a page under when nothing places it: the home page, About Us, the policies. */
export const OTHER_PAGES = kindName('otherPages');

type AnyBlock = Page['blocks'][number];
type KindOf = (block: AnyBlock) => KindKey;

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
 * section, else "Other pages". A section is named by its breadcrumb's label: the catalog's kinds
 * give the site's sections their names in each language, and a section the catalog does not name
 * is shown by that label in every language.
 */
export function searchKind(page: Page, sections: ReadonlySet<string>): string {
  for (const block of page.blocks) {
    const kind = kindOfBlock.get(block.type)?.(block);
    if (kind) return kindName(kind);
  }
  const crumbs = page.breadcrumbs ?? [];
  const parent = crumbs.length >= 3 ? crumbs[1] : undefined;
  if (parent?.to && sections.has(parent.to)) return parent.label;
  if (sections.has(page.path)) return crumbs.at(-1)?.label ?? page.title;
  return OTHER_PAGES;
}
