import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { languageSites, type LanguageSite } from '../../../../scripts/engine/content/languages';
import { loadValidSite } from '../../../../scripts/engine/content/loadSite';
import { renderPage } from '../../../../src/app/server/renderPage';
import type { Messages } from '../../../../src/i18n/messages/en';
import { loadBlocks, PAGE_ASSETS, PAGE_TEST_TIMEOUT } from '../../support/blockExamples';
import { englishLocale, urduFormats } from '../../support/locale';

/*
 * A surah's page in Urdu, as the build draws it: the reader's controls and the surah's own texts
 * in Urdu, and the Urdu translation under each ayah, drawn with the page.
 */

/** The reader's texts in Urdu, read straight from their file. */
const urdu = (parse(readFileSync('content/translations/ur/messages/reader.yaml', 'utf8')) as { reader: Messages['reader'] }).reader;

let sites: LanguageSite[];

beforeAll(async () => {
  await loadBlocks();
  const site = loadValidSite(process.cwd());
  sites = languageSites(site.data, site.translations);
}, PAGE_TEST_TIMEOUT);

/** The page at `path` in the language of `site`, as a browser receives it before any script runs. */
function pageAt(site: LanguageSite, path: string): Document {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page ${path}`);
  return new JSDOM(renderPage(page, site.content, PAGE_ASSETS)).window.document;
}

/** The props an island carries beside its HTML. */
const islandOf = (document: Document, type: string) => {
  const island = document.querySelector(`site-island[data-block="${type}"]`)!;
  return { moment: island.getAttribute('data-hydrate'), props: JSON.parse(island.nextElementSibling!.textContent) as Record<string, unknown> };
};

describe('a surah page in Urdu', () => {
  it('says the surah, its ayat and the way on in Urdu, each ayah named in Urdu to a screen reader', () => {
    const document = pageAt(sites[1]!, '/ur/read-quran/112');
    const article = document.querySelector<HTMLElement>('article[data-surah="112"]')!;
    expect(within(article).getByText('سورت 112 · 4 آیات · مکی')).toBeTruthy();
    const first = article.querySelector('li[id="1"] p span')!;
    expect([first.textContent, first.getAttribute('lang'), first.getAttribute('dir')]).toEqual(['آیت 1: ', 'ur', 'rtl']);
    const neighbours = within(document.body).getByRole('navigation', { name: urdu.surahText.neighbours });
    expect(within(neighbours).getByRole('link', { name: /^اگلی سورت 113\./ })).toBeTruthy();
    expect(within(neighbours).getByRole('link', { name: urdu.surahText.all }).getAttribute('href')).toBe('/ur/read-quran');
    expect(document.body.textContent).toContain('قرآن کا متن: قرآنِ کریم انسائیکلوپیڈیا کا رسمِ عثمانی');
  }, PAGE_TEST_TIMEOUT);

  it('shows the Urdu translation under every ayah, from the text shipped with the site, and credits it', () => {
    const document = pageAt(sites[1]!, '/ur/read-quran/112');
    const lines = [...document.querySelectorAll('article[data-surah="112"] li > [data-shipped-translation="ur"]')];
    expect(lines.map((line) => line.closest('li')!.id)).toEqual(['1', '2', '3', '4']);
    expect([lines[0]!.textContent, lines[0]!.getAttribute('lang'), lines[0]!.getAttribute('dir')]).toEqual(['کہو، وہ اللہ ہے، یکتا', 'ur', 'rtl']);
    expect(within(document.body).getByRole('link', { name: urdu.quranSettings.shipped.ur.work }).getAttribute('href')).toBe('https://tanzil.net/trans/ur.maududi');
    expect(pageAt(sites[0]!, '/read-quran/112').querySelector('[data-shipped-translation]')).toBeNull();
  }, PAGE_TEST_TIMEOUT);

  it('serves the selects in Urdu, and carries the Urdu texts to the islands', () => {
    const document = pageAt(sites[1]!, '/ur/read-quran/112');
    const select = islandOf(document, 'quran-select');
    expect(select.props).toMatchObject({ text: urdu.quranSelect, formats: urduFormats });
    expect(within(document.body).getByRole('combobox', { name: 'سورت منتخب کریں' })).toBeTruthy();
    expect(within(document.body).getByRole('option', { name: 'آیت 1' })).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: 'پڑھیں' })).toBeTruthy();
    // The Urdu translation is drawn with the page: the settings wait for the reader, as on an English page.
    expect(islandOf(document, 'quran-settings')).toMatchObject({ moment: 'reading', props: { text: urdu.quranSettings, formats: urduFormats, language: 'ur' } });
  }, PAGE_TEST_TIMEOUT);

  it('leaves the English page as it was: English texts, and the settings waiting for the reader', () => {
    const document = pageAt(sites[0]!, '/read-quran/112');
    expect(within(document.body).getByRole('combobox', { name: 'Select Surah' })).toBeTruthy();
    expect(islandOf(document, 'quran-settings')).toMatchObject({ moment: 'reading', props: { formats: englishLocale.formats, language: 'en' } });
  }, PAGE_TEST_TIMEOUT);
});
