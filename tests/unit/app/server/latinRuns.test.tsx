import { JSDOM } from 'jsdom';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { IslandRoot } from '../../../../src/app/island/IslandRoot';
import { ISLAND_TAG, islandAttributes } from '../../../../src/app/island/islandElement';
import type { Page } from '../../../../src/app/page/pageSchema';
import { blockSchema, definitionOf, type BlockInput, type BlockType } from '../../../../src/blocks/definitions';
import { EXAMPLE_PAGE, loadBlocks, PAGE_TEST_TIMEOUT, renderPageOf } from '../../support/blockExamples';
import { parseInSite, realSite } from '../../support/realSite';
import { renderInUrdu } from '../../support/urdu';

/*
 * The Latin words of a page in Urdu, marked as English by the page as a whole (renderPage), not by
 * each block: the shell's and every static block's plain-text fields, which no Markdown marked.
 */

const blocks: BlockInput[] = [
  { type: 'page-header' },
  { type: 'cta', heading: 'Tajweed کورس', text: 'ہم سے WhatsApp پر بات کریں', actions: [{ label: 'WhatsApp پر رابطہ کریں', to: '/contact' }] },
  // The same block static (a grid) and an island (a carousel), each with the testimonials' English names.
  { type: 'testimonials', layout: 'grid', items: ['bilal-parent', 'maryam-parent'] },
  { type: 'testimonials', heading: 'Testimonials ہمارے طلبہ کی زبانی', items: 'all' },
];

const page = (): Page => ({ ...EXAMPLE_PAGE, blocks: parseInSite(realSite(), () => blocks.map((block) => blockSchema.parse(block))) });

/** The elements whose text is not the page's prose, or that the browser draws again (islands). */
const LEFT = `script, style, template, textarea, svg, select, code, kbd, samp, pre, ${ISLAND_TAG}`;

/** Each text of the body outside LEFT that holds a Latin letter and is not inside an element marked English. */
function unmarkedLatin(document: Document): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (/\p{Script=Latin}/u.test(node.nodeValue ?? '') && !element.closest(LEFT) && element.closest('[lang]')?.getAttribute('lang') !== 'en') found.push(node.nodeValue!);
  }
  return found;
}

beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

describe('the Latin words of a page in Urdu', () => {
  it('are marked English in the shell and in every static block, headings, buttons and card texts alike', () => {
    const html = renderInUrdu(page());
    const { document } = new JSDOM(html).window;
    expect(unmarkedLatin(document)).toEqual([]);
    const cta = document.querySelector('main')!.children[1]!;
    expect([...cta.querySelectorAll('[lang="en"]')].map((run) => [run.textContent, run.getAttribute('dir'), run.parentElement!.textContent])).toEqual([
      ['Tajweed', 'ltr', 'Tajweed کورس'],
      ['WhatsApp', 'ltr', 'ہم سے WhatsApp پر بات کریں'],
      ['WhatsApp', 'ltr', 'WhatsApp پر رابطہ کریں'],
    ]);
    expect(cta.querySelector('a')!.getAttribute('href')).toBe('/contact');
    // The footer's name of the academy, from the English settings here: the shell is marked too.
    expect(document.querySelector(`footer [lang="en"]`)).not.toBeNull();
  }, PAGE_TEST_TIMEOUT);

  it('are left as React drew them inside an island, which the browser draws again from its props', async () => {
    const html = renderInUrdu(page());
    // The island's markup as served, not as a parser would write it again.
    const islands = [...html.matchAll(new RegExp(`<${ISLAND_TAG} ([^>]*)>([\\s\\S]*?)</${ISLAND_TAG}><script type="application/json">([^<]*)</script>`, 'g'))];
    const attribute = (attributes: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(attributes)![1]!;
    expect(islands.map(([, attributes]) => attribute(attributes!, islandAttributes.block))).toEqual(['testimonials']);
    for (const [, attributes, served, props] of islands) {
      const component = (await definitionOf(attribute(attributes!, islandAttributes.block) as BlockType).load()) as ComponentType<object>;
      // What hydrateIsland renders in the browser, from the props served beside the island.
      const drawn = renderToString(<IslandRoot>{createElement(component, JSON.parse(props!) as object)}</IslandRoot>, {
        identifierPrefix: attribute(attributes!, islandAttributes.id),
      });
      expect(served).toBe(drawn);
      expect(served).toContain('Bilal Abbas');
    }
  }, PAGE_TEST_TIMEOUT);

  it('are not marked on a page in English', () => {
    const html = renderPageOf(page());
    expect(html).not.toContain('<span lang="en"');
    expect(html).toContain('Tajweed کورس');
  }, PAGE_TEST_TIMEOUT);
});
