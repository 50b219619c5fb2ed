import { describe, expect, test } from 'vitest';
import { readPackageQuran } from '../../scripts/engine/content/quranText';
import { builtPage, builtText, h1Of, hrefsOf, isShown, linksNamed, metaContent, shownWithText, textOf } from './support/builtSite';

/*
 * The Quran's pages as served, before any script runs: each surah's page holds its whole text, so
 * it reads without a script and asks nothing of the Quran API. Where a link to an ayah lands, how
 * the ayah is marked, the search of the index, the reading settings and the translation are tested
 * in the browser (tests/e2e/quran.spec.ts).
 */

const quran = readPackageQuran();
const verseText = (surah: number, ayah: number) => quran[surah - 1]!.verses[ayah - 1]!.text.replace(/\s+/g, ' ').trim();

/** The ayat of a surah's page, in order. */
const verses = (page: Document) => [...page.querySelectorAll('main article li')];

/** Where each link shown in the page's navigation between surahs, named so, goes. */
const surahLinks = (page: Document, name: RegExp) => hrefsOf(page.querySelector('nav[aria-label="Surahs"]')!, name);

describe('a surah page before any script runs', () => {
  test('holds the whole surah in Arabic, named in its title and heading, with links to its neighbours', () => {
    const page = builtPage('/read-quran/2');
    expect(page.title).toMatch(/^Surah Al-Baqarah \(The Cow\) \| /);
    expect(h1Of(page)).toEqual(['Al-Baqarah - Surah 2']);
    expect(metaContent(page, 'description')).toMatch(/Surah Al-Baqarah \(The Cow\), surah 2 .* 286 ayat/);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/read-quran\/2$/);
    expect(shownWithText(page, /Surah 2 · 286 ayat · Madani/i)).toHaveLength(1);
    expect(verses(page)).toHaveLength(286);
    const lists = [...page.querySelectorAll('main article ol, main article ul')];
    expect(lists.map((list) => [list.getAttribute('lang'), list.getAttribute('dir')])).toEqual([['ar', 'rtl']]);
    expect(textOf(verses(page)[254])).toContain(verseText(2, 255));
    expect(surahLinks(page, /Previous surah 1\. Al-Fatihah/)).toEqual(['/read-quran/1']);
    expect(surahLinks(page, /Next surah 3\. Ali 'Imran/)).toEqual(['/read-quran/3']);
    expect(hrefsOf(page, 'quran-json')).toEqual(['https://github.com/risan/quran-json']);
    // Nothing in the page itself (a preload, a prefetch, a frame) asks the Quran API for the text it already holds.
    expect(builtText('/read-quran/2')).not.toContain('/v1/surah');
  });

  test('the last surah has no next one', () => {
    const page = builtPage('/read-quran/114');
    expect(verses(page)).toHaveLength(6);
    expect(linksNamed(page, /Next surah/i)).toEqual([]);
    expect(linksNamed(page, /Previous surah 113\. Al-Falaq/)).toHaveLength(1);
  });

  test('the index lists all 114 surahs with their facts', () => {
    const page = builtPage('/read-quran');
    expect(h1Of(page)).toEqual(['The Quran']);
    const lists = [...page.querySelectorAll('main ol, main ul')].filter((list) => linksNamed(list, 'Al-Fatihah').length);
    expect(lists).toHaveLength(1);
    const items = [...lists[0]!.querySelectorAll('li')].filter(isShown);
    expect(items).toHaveLength(114);
    expect(textOf(items[1])).toContain('Surah 2');
    expect(textOf(items[1])).toContain('The Cow');
    expect(textOf(items[1])).toContain('286 ayat · Madani');
    expect(shownWithText(items[1]!, /البقرة/).map((name) => name.getAttribute('lang'))).toEqual(['ar']);
    expect(hrefsOf(items[113]!, 'An-Nas')).toEqual(['/read-quran/114']);
  });
});
