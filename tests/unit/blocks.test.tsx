import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { islandLoaders } from '../../src/app/islandLoaders';
import { loadBlockComponents, renderPage } from '../../src/app/renderPage';
import { blockDefinitions, blockSchema, type BlockDefinition } from '../../src/blocks/definitions';
import { collectionNames, type Collections } from '../../src/schema/collections';
import { testSite } from './support/site';

const assets = { stylesheets: ['/assets/style.css'], islandLoader: '/assets/islands.js' };
/**
 * The blocks carry the items they show; the page's own subject (a course, a product) is not tested here.
 * The settings some blocks read (the WhatsApp number) are the validator's small fixture site's.
 */
const content = { site: testSite(), collections: Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as Collections };

/** Every text an editor wrote in the example, so the render test can look for each. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    // Paths, Markdown syntax, and single lowercase tokens (ids, `all`, enum values) are not visible texts.
    const isVisibleText = !value.startsWith('/') && !value.includes('*') && !value.includes('[') && !/^[a-z0-9-]+$/.test(value);
    return isVisibleText ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (['type', 'src', 'to', 'variant', 'alt'].includes(key) ? [] : textsOf(inner)));
  }
  return [];
}

/** A page holding the block alone (after a page header, so it is drawn as it would be below it). */
function pageWith(definition: BlockDefinition, position: 'first screen' | 'further down') {
  const block = blockSchema.parse(definition.example);
  const header = blockSchema.parse({ type: 'page-header' });
  const blocks = position === 'first screen' ? [header, block] : [header, header, block];
  return { path: '/example', title: 'Example page', breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Example page' }], blocks };
}

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

beforeAll(() => loadBlockComponents());

describe('the list of block definitions', () => {
  it('holds every folder of src/blocks, each defining the block its folder is named after', () => {
    const folders = readdirSync('src/blocks', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !existsSync(`src/blocks/${folder}/block.ts`))).toEqual([]);
    expect(blockDefinitions.map((definition) => definition.type).sort()).toEqual(folders.sort());
  });

  it("gives the browser a loader for exactly the islands, each loading its definition's own component", async () => {
    const islands = blockDefinitions.filter((definition) => definition.kind === 'island');
    expect(Object.keys(islandLoaders).sort()).toEqual(islands.map((definition) => definition.type).sort());
    for (const definition of islands) expect(await islandLoaders[definition.type](), definition.type).toBe(await definition.load());
  });
});

describe.each(blockDefinitions.map((definition) => [definition.type, definition] as const))('the %s block', (type, definition) => {
  it('accepts its own example', () => {
    const result = blockSchema.safeParse(definition.example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('renders its example with every text in it', () => {
    const html = renderPage(pageWith(definition, 'first screen'), content, assets);
    const visible = visibleText(html);
    for (const text of textsOf(definition.example)) {
      // An ISO date or time is the machine-readable form of a <time>; visitors read it formatted.
      if (/^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}$/.test(text)) {
        expect(html).toMatch(new RegExp(`<time dateTime="[^"]*${text}`, 'i'));
        continue;
      }
      const plain = text.replace(/\*\*|\[|\]\([^)]*\)|^- /gm, '').replace(/\n+/g, ' ');
      for (const line of plain.split(/\s*-\s+|\n/).filter(Boolean)) expect(visible).toContain(line.trim());
    }
  });

  if (definition.kind === 'island') {
    it('is drawn as an island with its props beside it, which survive the trip through JSON', () => {
      for (const position of ['first screen', 'further down'] as const) {
        const html = renderPage(pageWith(definition, position), content, assets);
        const island = new RegExp(`<site-island data-block="${type}" data-hydrate="(load|idle|visible)" data-id="[^"]+">[\\s\\S]*?</site-island><script type="application/json">([^<]*)</script>`).exec(html);
        if (!island) {
          // A block that needs no script where it stands (the testimonials grid) is drawn as plain HTML.
          expect(html).not.toContain('<site-island');
          expect(html).not.toContain('<script type="module"');
          continue;
        }
        const props = JSON.parse(island[2]!) as object;
        expect(JSON.parse(JSON.stringify(props))).toEqual(props);
        expect(html).toContain(`<script type="module" src="${assets.islandLoader}"`);
      }
    });
  } else {
    it('is plain HTML: the page links no script', () => {
      const html = renderPage(pageWith(definition, 'first screen'), content, assets);
      expect(html).not.toContain('<site-island');
      expect(html).not.toContain('<script type="module"');
    });
  }
});
