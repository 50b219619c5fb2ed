import { describe, expect, test } from 'vitest';
import { SURAH_SAMPLE, readWhole } from '../support/pageSamples';
import { builtPage, builtPagesUnder, builtText, siteContent } from './support/builtSite';
import { servedPathFor } from '../../scripts/engine/prerender/pageFiles';

/*
 * The Latin words of the pages in Urdu, each marked as English where it stands (WCAG 3.1.2), so a
 * screen reader reads it in an English voice; the pages in English, which need no mark, have none.
 */

/** Every page the build writes in Urdu, by its path: the files under /ur/. */
const urduPages = builtPagesUnder('ur');

/**
 * The surah pages read whole: the 114 are made by one template and differ in their Arabic (parsing
 * them all takes a minute), so the sample's stand for them.
 */
const urduSurahSample = SURAH_SAMPLE.map((surah) => `/ur/read-quran/${surah}/`);
const readUrdu = urduPages.filter((path) => !/^\/ur\/read-quran\/\d+\/$/.test(path) || urduSurahSample.includes(path));

/** Every page in English read whole (the ayah pages of the sample among them; the rest are one template's). */
function englishPages(): string[] {
  return siteContent().routes.map((route) => servedPathFor(route.path)).filter(readWhole);
}

/** The mark the page puts on a run of Latin words in right-to-left text. */
const MARK = '<span lang="en" dir="ltr">';

/**
 * What holds no prose of the page: code, a select's options, SVG, raw text. The islands are read as
 * the build drew them: the pass over the page leaves them, and each marks its own text.
 */
const LEFT = 'script, style, template, textarea, svg, math, select, code, kbd, samp, pre';

/** The texts of the page's body, islands included, outside LEFT, that hold a Latin letter and stand in no element marked English. */
function unmarkedLatin(document: Document): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const element = node.parentElement!;
    if (/\p{Script=Latin}/u.test(text) && !element.closest(LEFT) && element.closest('[lang]')?.getAttribute('lang') !== 'en') found.push(text.trim());
  }
  return found;
}

describe('the Latin words of the pages in Urdu', () => {
  test('the Urdu pages are found, the home page and the surah pages of the sample among them', () => {
    expect(urduPages).toEqual(expect.arrayContaining(['/ur/', '/ur/fee/', ...urduSurahSample]));
    expect(readUrdu.length).toBeGreaterThan(10);
  });

  test('each stands in an element marked English, in the islands as drawn at build time too', () => {
    expect(readUrdu.flatMap((path) => unmarkedLatin(builtPage(path)).map((text) => `${path}: "${text}"`))).toEqual([]);
    // The footer's email address and a surah page's credits, written in Latin letters in the Urdu.
    const credits = [...builtPage('/ur/read-quran/2/').querySelectorAll('[lang="en"]')].map((element) => element.textContent);
    expect(credits).toEqual(expect.arrayContaining(['info@example.org', 'Risan Bagja Pradana', 'quran-json']));
  });

  test('attributes keep their words as written', () => {
    const home = builtText('/ur/');
    expect(home).toMatch(/title="[^"]*English[^"]*"/);
    expect(home).not.toMatch(/="[^"]*<span/);
  });
});

test('no page in English has a Latin word marked', () => {
  expect(englishPages().filter((path) => builtText(path).includes(MARK))).toEqual([]);
});
