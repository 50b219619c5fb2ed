import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockProps } from '../../../src/blocks/define';
import { blockDefinitions, blockSchema, type Block, type BlockInput } from '../../../src/blocks/definitions';
import { loadBlocks, PAGE_ASSETS, PAGE_TEST_TIMEOUT, pageWith, renderExample, renderPageOf } from '../support/blockExamples';
import { visibleText } from '../support/pageQueries';
import { parseInSite, realSite } from '../support/realSite';
import { englishLocale } from '../support/locale';

/*
 * What every block owes, whichever it is: a folder of its own, a default example, a test of each
 * of its named examples (tests/unit/blocks/<type>/examples.test.ts, which says what each shows),
 * examples the site accepts, every text of an example on the page, and for an island, only the
 * props its definition picks, carried beside its HTML.
 */

const foldersOf = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Fields whose texts the page's text does not hold: what names rather than shows (paths, files,
 * ISO codes, an ayah by its numbers, a picture, whose alt text the block's own test checks), what
 * travels in a link (a WhatsApp message and the product it names), what configures a script, a
 * search box's hint (an attribute), and the message for no match, while everything matches the
 * empty search.
 */
const UNSEEN_FIELDS = new Set(['type', 'src', 'to', 'variant', 'alt', 'file', 'currencies', 'message', 'product', 'ayah', 'remoteBaseUrl', 'placeholder', 'noResults']);

/** Every text an editor wrote in the example, so the render test can look for each. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    // Paths, Markdown syntax, and single lowercase tokens (ids, `all`, enum values) are not visible texts.
    const isVisibleText = !value.startsWith('/') && !value.includes('*') && !value.includes('[') && !/^[a-z0-9-]+$/.test(value);
    return isVisibleText ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => (UNSEEN_FIELDS.has(key) ? [] : textsOf(inner)));
  return [];
}

const examples = blockDefinitions.flatMap((definition) =>
  Object.entries(definition.examples).map(([name, example]) => [definition.type, name, definition, example as BlockInput] as const),
);

beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

describe('the blocks', () => {
  it('are the folders of src/blocks, each defining the block its folder is named after', () => {
    const folders = foldersOf('src/blocks');
    expect(folders.filter((folder) => !existsSync(`src/blocks/${folder}/block.ts`))).toEqual([]);
    expect(blockDefinitions.map((definition) => definition.type).sort()).toEqual(folders.sort());
  });

  it('each have a default example and a test of their examples, and no block test folder is left without its block', () => {
    expect(blockDefinitions.filter((definition) => !('default' in definition.examples)).map((definition) => definition.type)).toEqual([]);
    expect(blockDefinitions.filter((definition) => !existsSync(`tests/unit/blocks/${definition.type}/examples.test.ts`)).map((definition) => definition.type)).toEqual([]);
    expect(foldersOf('tests/unit/blocks').filter((folder) => !existsSync(`src/blocks/${folder}`))).toEqual([]);
  });
});

describe.each(examples)('the %s block\'s example "%s"', (type, _name, definition, example) => {
  it('is accepted, checked against the site as the build checks pages.yaml', () => {
    const result = parseInSite(realSite(), () => blockSchema.safeParse(example));
    expect(result.error?.issues ?? []).toEqual([]);
  }, PAGE_TEST_TIMEOUT);

  it('is drawn with every text in it', () => {
    const html = renderExample(example);
    const visible = visibleText(html);
    for (const text of textsOf(example)) {
      // An ISO date or time is the machine-readable form of a <time>; visitors read it formatted.
      if (/^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}$/.test(text)) {
        expect(html).toMatch(new RegExp(`<time dateTime="[^"]*${text}`, 'i'));
        continue;
      }
      const plain = text.replace(/\*\*|\[|\]\([^)]*\)|^- /gm, '').replace(/\n+/g, ' ');
      for (const line of plain.split(/\s*-\s+|\n/).filter(Boolean)) expect(visible).toContain(line.trim());
    }
  }, PAGE_TEST_TIMEOUT);

  if (definition.kind === 'island') {
    it('is drawn as an island with the props its definition picks beside it, unchanged by the trip through JSON', () => {
      for (const position of ['first screen', 'further down'] as const) {
        const page = pageWith(example, position);
        const html = renderPageOf(page);
        const island = new RegExp(`<site-island data-block="${type}" data-hydrate="(load|idle|visible|interaction|reading)" data-id="[^"]+"(?: data-wake-(?:stored|query)="[^"]+")*>[\\s\\S]*?</site-island><script type="application/json">([^<]*)</script>`).exec(html);
        if (!island) {
          // A block that needs no script where it stands (the testimonials grid) is drawn as plain HTML.
          expect(html).not.toContain('<site-island');
          expect(html).not.toContain('<script type="module"');
          continue;
        }
        const placed = { block: page.blocks.at(-1)!, page: { path: page.path, title: page.title, breadcrumbs: page.breadcrumbs }, site: realSite().site, firstView: position === 'first screen', locale: englishLocale };
        const props = (definition.props as (placed: BlockProps<Block>) => object)(placed);
        // Compared with the props themselves, not with their own JSON: a Date, a Map or a class would not come back equal.
        expect(JSON.parse(island[2]!)).toEqual(props);
        expect(html).toContain(`<script type="module" src="${PAGE_ASSETS.islandLoader}"`);
      }
    }, PAGE_TEST_TIMEOUT);
  } else {
    it('is plain HTML: the page links no script', () => {
      const html = renderExample(example);
      expect(html).not.toContain('<site-island');
      expect(html).not.toContain('<script type="module"');
    }, PAGE_TEST_TIMEOUT);
  }
});
