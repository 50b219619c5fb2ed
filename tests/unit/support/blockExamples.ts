import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBlockComponents, renderPage } from '../../../src/app/server/renderPage';
import type { Page } from '../../../src/app/page/pageSchema';
import { blockSchema, definitionOf, type Block, type BlockInput, type BlockType } from '../../../src/blocks/definitions';
import { parseInSite, realSite } from './realSite';

/** The page every example is drawn on, with the breadcrumbs a page header shows. */
export const EXAMPLE_PAGE = { path: '/example', title: 'Example page', listed: true, breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Example page' }] };

/** The built files a page links to; the island loader only where the page has an island. */
export const PAGE_ASSETS = { stylesheets: ['/assets/style.css'], islandLoader: '/assets/islands.js' };

/**
 * Drawing a whole page and parsing it as a browser would takes a second or more; the first test of a
 * file also loads the site (see `realSite`), loading every block's code takes seconds too, and a busy
 * machine takes several times as long.
 */
export const PAGE_TEST_TIMEOUT = 60_000;

/**
 * Loads every block's code, once per test file, before its tests. The site is loaded by the first
 * test that draws a page, not here: mutation testing counts what runs outside a test as covered by
 * none, and could not tell which tests read the content.
 */
export const loadBlocks = async (): Promise<void> => {
  await loadBlockComponents();
};

/** Where the block stands: right under the page header (the first screen), or below another block. */
export type Position = 'first screen' | 'further down';

/** The example as the build reads it from pages.yaml: validated against the site, its picks resolved to the site's items. */
const parseExample = (example: BlockInput): Block => parseInSite(realSite(), () => blockSchema.parse(example));

/** A page holding the block alone, after a page header, so it is drawn as it would be below one. */
export function pageWith(example: BlockInput, position: Position = 'first screen'): Page {
  const header = blockSchema.parse({ type: 'page-header' });
  const block = parseExample(example);
  return { ...EXAMPLE_PAGE, blocks: position === 'first screen' ? [header, block] : [header, header, block] };
}

/** The whole HTML document the build writes for the page, drawn with the site's own settings and collections. */
export const renderPageOf = (page: Page): string => renderPage(page, { site: realSite().site, collections: realSite().collections }, PAGE_ASSETS);

export const renderExample = (example: BlockInput, position: Position = 'first screen'): string => renderPageOf(pageWith(example, position));

/**
 * The example's block in the page the build writes, as a browser receives it before any script
 * runs: the element after the page header in <main>. The page is drawn as the build draws it (in
 * Node, not in a browser-like environment) and only then parsed.
 */
function showExample(example: BlockInput): HTMLElement {
  // At an address of its own: a document without one has an opaque origin, whose storage throws when a failure report reads it.
  const { document } = new JSDOM(renderExample(example), { url: `${realSite().site.url}${EXAMPLE_PAGE.path}` }).window;
  const main = document.querySelector('main')!;
  expect(main.children.length, 'the page header, then the block').toBeGreaterThanOrEqual(2);
  return main.children[1] as HTMLElement;
}

/** An example of the block `K` as an editor writes it, for an expectation that several examples share. */
export type ExampleOf<K extends BlockType> = Extract<BlockInput, { type: K }>;

/** A block's named examples, as its examples.ts exports them. */
type NamedExamples = { readonly default: BlockInput } & Readonly<Record<string, BlockInput>>;

/** What each named example must show, given its block as the page shows it and the example as written. */
type Expectations<E extends NamedExamples> = { readonly [N in keyof E & string]: (view: HTMLElement, example: E[N]) => void };

/**
 * The render test of a block: each of its named examples drawn in a page, and held to what it must
 * show before any script runs. Keyed by the examples' names, so an example without its expectation
 * does not compile. What each shows is derived from the example and from the files under content/
 * that it picks from, never from the rendered page: a dropped item, a wrong price or a wrong count fails.
 */
export function describeExamples<E extends NamedExamples>(examples: E, expectations: Expectations<E>): void {
  const type = examples.default.type;
  describe(`the ${type} block, as its page arrives before any script runs`, () => {
    beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

    it('is tested on the named examples of its definition, each of them', () => {
      expect(definitionOf(type).examples).toBe(examples);
      expect(Object.keys(expectations).sort()).toEqual(Object.keys(examples).sort());
    });

    for (const name of Object.keys(expectations) as (keyof E & string)[]) {
      it(`shows the example "${name}"`, () => {
        // Named by the expectations' own keys, which the type holds to the examples' names.
        const example = examples[name]!;
        expectations[name](showExample(example), example);
      }, PAGE_TEST_TIMEOUT);
    }
  });
}
