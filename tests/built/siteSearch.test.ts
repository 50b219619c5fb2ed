import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SEARCH_PAGE_PATH } from '../../src/services/search/searchPage';
import { SEARCH_INDEX_PATH } from '../../src/services/search/siteSearch';
import { readWhole } from '../support/pageSamples';
import { builtHeader, builtPage, builtPagesUnder, siteContent, textOf } from './support/builtSite';
import { servedPathFor } from '../../scripts/engine/prerender/pageFiles';

/*
 * The site search as built: the box in every page's header, the page it sends its query to, and
 * the index that page reads. Queries and their results are tested in the browser
 * (tests/e2e/siteSearch.spec.ts).
 */

const indexDir = join(process.env.SITE_OUT_DIR ?? 'dist', SEARCH_INDEX_PATH);

/** What is wrong with the search box in a page's header: a labelled GET form, sending to `action`, labelled `label`. */
function headerSearchProblems(page: Document, path: string, { action, label: labelText }: { action: string; label: string }): string[] {
  const form = page.querySelector('header search form');
  const box = form?.querySelector<HTMLInputElement>('input[type="search"][name="q"]');
  const label = box && page.querySelector(`label[for="${box.id}"]`);
  if (!form || !box || !label) return [`${path}: no search box in its header`];
  return [
    ...(form.getAttribute('action') === action && form.getAttribute('method') === 'get'
      ? []
      : [`${path}: the form sends to ${form.getAttribute('action')} (${form.getAttribute('method')})`]),
    ...(textOf(label) === labelText ? [] : [`${path}: the box is labelled "${textOf(label)}"`]),
  ];
}

describe('the search box in the header', () => {
  test('every page has it, a labelled GET form to the search page, usable before any script runs', () => {
    const paths = siteContent().routes.map((route) => servedPathFor(route.path)).filter((path) => readWhole(path));
    const problems = paths.flatMap((path) => headerSearchProblems(builtPage(path), path, { action: SEARCH_PAGE_PATH, label: 'Search the site' }));
    expect(problems).toEqual([]);
  });

  test('the search page is there, with its search island and, before any script, how to find things', () => {
    const page = builtPage(SEARCH_PAGE_PATH);
    expect(textOf(page.querySelector('h1'))).toBe('Search');
    expect(page.querySelector('site-island[data-block="search-results"]')).not.toBeNull();
    expect(textOf(page.querySelector('main'))).toContain('Or start from a section');
    expect([...page.querySelectorAll('main a')].map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/courses', '/read-quran', '/books', '/blog']));
  });
});

describe('in Urdu', () => {
  const urduPages = builtPagesUnder('ur');

  test('the box in the header of every Urdu page sends its query to the Urdu search page, labelled in Urdu', () => {
    expect(urduPages).toEqual(expect.arrayContaining(['/ur/', '/ur/fee/', '/ur/search/', '/ur/read-quran/2/']));
    // The header only: the 114 surah pages are long, and a whole parse of each is seconds of the run.
    const problems = urduPages.flatMap((path) => headerSearchProblems(builtHeader(path), path, { action: '/ur/search', label: 'سائٹ میں تلاش کریں' }));
    expect(problems).toEqual([]);
  });

  test('the Urdu search page is in Urdu, right to left, with its island and the Urdu sections before any script', () => {
    const page = builtPage('/ur/search');
    expect(page.documentElement.getAttribute('lang')).toBe('ur');
    expect(page.documentElement.getAttribute('dir')).toBe('rtl');
    expect(textOf(page.querySelector('h1'))).toBe('تلاش');
    const island = page.querySelector('site-island[data-block="search-results"]');
    expect(island).not.toBeNull();
    expect(island!.querySelector('form')?.getAttribute('action')).toBe('/ur/search');
    expect(textOf(page.querySelector('main'))).toContain('یا کسی حصے سے شروع کریں');
    const links = [...page.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    // The sections the Urdu menu names, at their Urdu pages where there are any; the blog, which has none, in English.
    expect(links).toEqual(expect.arrayContaining(['/ur/courses', '/ur/read-quran', '/blog']));
  });

  test("an English page's header box, on a page with no Urdu twin, still sends to the English search page", () => {
    expect(builtPage('/books').querySelector('header search form')?.getAttribute('action')).toBe(SEARCH_PAGE_PATH);
  });
});

describe('the index', () => {
  test('is written beside the site, with its reader and without the search interfaces the site does not use', () => {
    expect(existsSync(join(indexDir, 'pagefind.js'))).toBe(true);
    expect(JSON.parse(readFileSync(join(indexDir, 'pagefind-entry.json'), 'utf8'))).toHaveProperty('languages.en');
    expect(readdirSync(indexDir).filter((file) => /ui|highlight|playground/.test(file))).toEqual([]);
  });

  test("holds a record for every ayah, every surah and the site's own pages", () => {
    const { languages } = JSON.parse(readFileSync(join(indexDir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    // 6,236 ayat, 114 surahs and the site's own pages (about 46).
    expect(languages.en!.page_count).toBeGreaterThan(6236 + 114 + 30);
  });
});
