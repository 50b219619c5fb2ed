import { describe, expect, test } from 'vitest';
import { readPackageQuran } from '../../scripts/engine/content/quranText';
import { builtPage, builtText, h1Of, hrefsOf, isShown, linksNamed, metaContent, shownWithText, siteContent, textOf } from './support/builtSite';

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

/** The select a visible label names, in the page's main. */
function selectLabelled(page: Document, label: string): HTMLSelectElement | undefined {
  const found = [...page.querySelectorAll('main label')].find((element) => textOf(element) === label);
  const select = found && page.getElementById(found.getAttribute('for') ?? '');
  return select?.tagName === 'SELECT' ? (select as HTMLSelectElement) : undefined;
}

/** Each option of a select as served: its text, value and whether it is chosen. */
const optionsOf = (select: HTMLSelectElement | undefined) => [...(select?.options ?? [])].map((option) => [textOf(option), option.value, option.selected]);

describe("the reader's Select Surah and Select Ayah as served", () => {
  const surahs = siteContent().collections.surahs;

  test('on the index, a form asks for a surah, and Select Ayah is not there until one is chosen', () => {
    const page = builtPage('/read-quran');
    const select = selectLabelled(page, 'Select Surah');
    expect(select?.form?.getAttribute('method')).toBe('get');
    expect(select?.form?.getAttribute('action')).toBe('/read-quran');
    expect([select?.name, select?.required]).toEqual(['surah', true]);
    expect(optionsOf(select)).toEqual([['Choose a surah', '', true]]);
    expect(selectLabelled(page, 'Select Ayah')).toBeUndefined();
    expect([...select!.form!.querySelectorAll('button')].map((button) => [textOf(button), button.type])).toEqual([['Read', 'submit']]);
    // Under the heading the specification names, before the list of surahs.
    expect(h1Of(page)).toEqual(['The Quran']);
    expect(select!.compareDocumentPosition(linksNamed(page, 'Al-Fatihah')[0]!) & 4 /* Node.DOCUMENT_POSITION_FOLLOWING */).toBeTruthy();
  });

  test('on every surah page, set to that surah and "Ayah 1", the whole surah, above its text and under its heading', () => {
    const problems = surahs.flatMap((surah) => {
      const page = builtPage(surah.to);
      const place = [h1Of(page), optionsOf(selectLabelled(page, 'Select Surah')), optionsOf(selectLabelled(page, 'Select Ayah')), selectLabelled(page, 'Select Ayah')?.name];
      const expected = [[`${surah.englishName} - Surah ${surah.number}`], [[`${surah.name} - ${surah.englishName}`, String(surah.number), true]], [['Ayah 1', '1', true]], 'ayah'];
      return JSON.stringify(place) === JSON.stringify(expected) ? [] : [`${surah.to}: ${JSON.stringify(place)}`];
    });
    expect(problems).toEqual([]);
    const page = builtPage('/read-quran/2');
    expect(selectLabelled(page, 'Select Ayah')!.compareDocumentPosition(page.querySelector('main article')!) & 4).toBeTruthy();
  });

  test('wake when the reader reaches for them, told where the page is; the list of every surah is one file per language, precached', () => {
    const island = builtPage('/read-quran/2/255').querySelector('site-island[data-block="quran-select"]')!;
    expect(island.getAttribute('data-hydrate')).toBe('interaction');
    // Where the page is, how its language reaches the reader's other pages and writes numbers; then the controls' texts.
    expect(JSON.parse(island.nextElementSibling!.textContent)).toMatchObject({ surah: [2, 'البقرة - Al-Baqarah', 286], ayah: 255, reader: { prefix: '', ayahPages: true }, formats: { intl: 'en-GB' } });
    const urdu = builtPage('/ur/read-quran/2').querySelector('site-island[data-block="quran-select"]')!;
    expect(JSON.parse(urdu.nextElementSibling!.textContent)).toMatchObject({ reader: { prefix: '/ur', ayahPages: false }, formats: { intl: 'ur-PK' }, text: { surahLabel: 'سورت منتخب کریں' } });
    expect(JSON.parse(builtText('/quran/surahs/en.json'))).toEqual(surahs.map((surah) => [surah.number, `${surah.name} - ${surah.englishName}`, surah.ayat]));
    // The Urdu pages' list names each surah as they do, so the options read as the one served.
    expect((JSON.parse(builtText('/quran/surahs/ur.json')) as unknown[])[1]).toEqual([2, 'البقرة - البقرہ', 286]);
    expect(JSON.parse(urdu.nextElementSibling!.textContent)).toMatchObject({ surah: [2, 'البقرة - البقرہ', 286] });
    for (const language of ['en', 'ur']) expect(builtText('/sw.js')).toContain(`url:"quran/surahs/${language}.json"`);
  });
});


describe("the reader's other islands as served: none wakes for a first visit that only reads", () => {
  test('the index wakes its search when reached for, and at once for a place to resume or an old ?surah= link', () => {
    const island = builtPage('/read-quran').querySelector('site-island[data-block="surah-index"]')!;
    expect(island.getAttribute('data-hydrate')).toBe('interaction');
    expect(island.getAttribute('data-wake-stored')).toBe('quran-reader.last-read');
    expect(island.getAttribute('data-wake-query')).toBe('surah');
  });

  test('a surah page wakes its settings as the reader reads on, and at once for settings kept on the device', () => {
    const island = builtPage('/read-quran/2').querySelector('site-island[data-block="quran-settings"]')!;
    expect(island.getAttribute('data-hydrate')).toBe('reading');
    expect(island.getAttribute('data-wake-stored')).toBe('quran-reader.settings');
    expect(island.hasAttribute('data-wake-query')).toBe(false);
  });
});
