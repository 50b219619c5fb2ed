import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { ssrOutDir } from '../../scripts/lib/paths';
import { apiAnswer } from '../../scripts/lib/quranApiAnswers';
import type * as RenderPage from '../../src/app/renderPage';
import { loadSite } from '../../scripts/content/loadSite';
import { readPackageQuran } from '../../src/services/quran/bundledFiles';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

const quran = readPackageQuran();
const verseText = (surah: number, ayah: number) => quran[surah - 1]!.verses[ayah - 1]!.text;

const surahSelect = (page: Page) => page.getByRole('combobox', { name: 'Select Surah' });
const ayahSelect = (page: Page) => page.getByRole('combobox', { name: 'Select Ayah' });
const verses = (page: Page) => page.getByRole('article').getByRole('listitem');

/** Every request for the Quran's data (the bundled files or the API), in order. */
function recordQuranRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/quran/') || url.pathname.startsWith('/v1/surah')) seen.push(url.pathname);
  });
  return seen;
}

test.describe('the Quran reader before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the page itself lists the 114 surahs and reads Al-Fatihah, with no request for data', async ({ page }) => {
    const requests = recordQuranRequests(page);
    await page.goto('/read-quran');
    await expect(page.getByRole('heading', { level: 1, name: 'The Quran' })).toBeVisible();
    await expect(surahSelect(page).getByRole('option')).toHaveCount(115);
    await expect(surahSelect(page).getByRole('option', { name: 'الناس - An-Nas' })).toHaveCount(1);
    await expect(surahSelect(page)).toHaveValue('1');
    await expect(page.getByRole('heading', { level: 2, name: 'Al-Fatihah - Surah 1' })).toBeVisible();
    await expect(ayahSelect(page).getByRole('option')).toHaveCount(7);
    await expect(verses(page)).toHaveCount(7);
    await expect(verses(page).nth(6)).toContainText(verseText(1, 7));
    await expect(page.getByText('Loading Quran...')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('the Quran reader (bundled text, the default)', () => {
  test('shows "Loading Quran..." while a chosen surah loads', async ({ page, consoleErrors }) => {
    let releaseSurah!: () => void;
    const surahHeld = new Promise<void>((resolve) => (releaseSurah = resolve));
    await page.route('**/assets/quran/surah-2-*.json', async (route) => {
      await surahHeld;
      await route.continue();
    });
    await page.goto('/read-quran');
    await waitForHydration(page);
    await surahSelect(page).selectOption({ label: 'البقرة - Al-Baqarah' });
    await expect(page.getByRole('heading', { level: 2, name: 'Al-Baqarah - Surah 2' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading Quran...' })).toBeVisible();
    releaseSurah();
    await expect(verses(page)).toHaveCount(286);
    await expect(page.getByText('Loading Quran...')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('reads Al-Fatihah, then one ayah, then another surah whole, with one request per surah chosen', async ({ page, consoleErrors }) => {
    const requests = recordQuranRequests(page);
    await page.goto('/read-quran');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Al-Fatihah - Surah 1' })).toBeVisible();
    await expect(ayahSelect(page).getByRole('option')).toHaveText(['Ayah 1', 'Ayah 2', 'Ayah 3', 'Ayah 4', 'Ayah 5', 'Ayah 6', 'Ayah 7']);
    await expect(ayahSelect(page)).toHaveValue('1');
    await expect(verses(page)).toHaveCount(7);
    await expectNoAxeViolations(page);

    await ayahSelect(page).selectOption('3');
    await expect(verses(page)).toHaveCount(1);
    await expect(verses(page)).toContainText(verseText(1, 3));
    await expect(page).toHaveURL(/\?surah=1&ayah=3$/);

    await surahSelect(page).selectOption({ label: 'الإخلاص - Al-Ikhlas' });
    await expect(page.getByRole('heading', { level: 2, name: 'Al-Ikhlas - Surah 112' })).toBeVisible();
    await expect(ayahSelect(page)).toHaveValue('1');
    await expect(verses(page)).toHaveCount(4);
    await expect(page).toHaveURL(/\/read-quran\?surah=112$/);
    await expect(page.getByText(verseText(1, 1), { exact: true })).toHaveAttribute('dir', 'rtl');

    // Back returns to the previous reading position, from the cache.
    await page.goBack();
    await expect(page).toHaveURL(/\?surah=1&ayah=3$/);
    await expect(verses(page)).toHaveCount(1);
    await expect(verses(page)).toContainText(verseText(1, 3));

    expect(requests).toEqual([expect.stringMatching(/^\/assets\/quran\/surah-112-[0-9a-f]+\.json$/)]);
    expect(consoleErrors).toEqual([]);
  });

  test('a shared link opens its verse directly', async ({ page, consoleErrors }) => {
    await page.goto('/read-quran?surah=2&ayah=255');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Al-Baqarah - Surah 2' })).toBeVisible();
    await expect(ayahSelect(page)).toHaveValue('255');
    await expect(verses(page)).toHaveCount(1);
    await expect(verses(page)).toContainText(verseText(2, 255));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show all 286 verses' }).click();
    await expect(verses(page)).toHaveCount(286);
    await expect(page).toHaveURL(/\?surah=2$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the Quran font is self-hosted and loaded by the reader only', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).href);
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(fonts.filter((url) => url.includes('amiri'))).toEqual([]);
    await page.goto('/read-quran?surah=1');
    await expect(verses(page)).toHaveCount(7);
    await expect.poll(() => fonts.filter((url) => url.includes('amiri-quran-arabic'))).toHaveLength(1);
    expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
  });

  test('credits the text and its licence under the reader', async ({ page }) => {
    await page.goto('/read-quran');
    await expect(page.getByRole('link', { name: 'quran-json' })).toHaveAttribute('href', 'https://github.com/risan/quran-json');
    await expect(page.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
  });
});

/**
 * The remote source. The page is the one a build with `source: remote` writes: drawn by this
 * build's own server renderer (kept beside the site in dist-ssr) from the site's content with that
 * one setting changed, and served in place of /read-quran. The API's requests are answered by the
 * test with answers in its shape. No test hook lives in the product, and nothing reaches the internet.
 */
test.describe('the Quran reader with the remote source', () => {
  // This build is configured for the bundled text, so its Content-Security-Policy rightly refuses
  // the remote API's origin (a build with `source: remote` allows it: scripts/lib/hostingConfig.ts).
  test.use({ bypassCSP: true });

  async function remotePage(served: string): Promise<string> {
    const site = loadSite(process.cwd()).data!;
    const page = site.routes.find((route) => route.path === '/read-quran')!;
    const blocks = page.blocks.map((block) => (block.type === 'quran-reader' ? { ...block, source: 'remote' as const } : block));
    const server = (await import(pathToFileURL(join(ssrOutDir, 'renderPage.js')).href)) as typeof RenderPage;
    await server.loadBlockComponents();
    const stylesheets = [...served.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
    const islandLoader = /<script type="module" src="([^"]+)"/.exec(served)![1]!;
    return server.renderPage({ ...page, blocks }, site, { stylesheets, islandLoader });
  }

  async function useRemoteSource(page: Page, options: { failFirst?: string } = {}) {
    await page.route(
      (url) => url.pathname === '/read-quran',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: await remotePage(await response.text()) });
      },
    );
    let failed = false;
    await page.route(
      (url) => url.pathname.startsWith('/v1/surah'),
      async (route) => {
        const path = new URL(route.request().url()).pathname;
        const headers = { 'Access-Control-Allow-Origin': '*' };
        if (path === options.failFirst && !failed) {
          failed = true;
          return route.fulfill({ status: 500, headers, json: { code: 500, status: 'Internal Server Error', data: 'unavailable' } });
        }
        const answer = apiAnswer(quran, path);
        return route.fulfill(answer ? { headers, json: answer } : { status: 404, headers, json: { code: 404, data: 'Not found' } });
      },
    );
  }

  test('reads a chosen surah from /v1/surah/{n}, with the bismillah as its opening line', async ({ page, consoleErrors }) => {
    await useRemoteSource(page);
    const requests = recordQuranRequests(page);
    await page.goto('/read-quran');
    await waitForHydration(page);
    await expect(surahSelect(page).getByRole('option')).toHaveCount(115);
    await expect(verses(page)).toHaveCount(7);
    expect(requests).toEqual([]);
    await surahSelect(page).selectOption('112');
    await expect(verses(page)).toHaveCount(4);
    await expect(verses(page).first()).toContainText(verseText(112, 1));
    await expect(verses(page).first()).not.toContainText('بِسْمِ');
    await expect(page.getByRole('article').getByText('بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ', { exact: true })).toBeVisible();
    await expect(page.getByText(/Quran text and translations from/)).toBeVisible();
    expect(requests).toEqual(['/v1/surah/112']);
    expect(consoleErrors).toEqual([]);
  });

  test('offers a translation line, fetched in the same request as the text', async ({ page }) => {
    await useRemoteSource(page);
    const requests = recordQuranRequests(page);
    await page.goto('/read-quran?surah=112');
    await waitForHydration(page);
    await expect(verses(page)).toHaveCount(4);
    await page.getByRole('combobox', { name: 'Translation' }).selectOption({ label: 'English' });
    await expect(page.getByText('[en.sahih] 112:1')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Translation' }).selectOption({ label: 'Urdu' });
    await expect(page.getByText('[ur.jalandhry] 112:4')).toHaveAttribute('dir', 'rtl');
    expect(requests.slice(-2)).toEqual(['/v1/surah/112/editions/quran-uthmani,en.sahih', '/v1/surah/112/editions/quran-uthmani,ur.jalandhry']);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Translation' })).toHaveValue('ur');
    await expect(page.getByText('[ur.jalandhry] 112:1')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a surah that fails to load says so, logs why, and Retry loads it', async ({ page, consoleErrors }) => {
    await useRemoteSource(page, { failFirst: '/v1/surah/114' });
    const requests = recordQuranRequests(page);
    await page.goto('/read-quran');
    await waitForHydration(page);
    await surahSelect(page).selectOption('114');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(alert).toContainText('Surah An-Nas could not be loaded.');
    await expect(page.getByText('Loading Quran...')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(verses(page)).toHaveCount(6);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    expect(requests).toEqual(['/v1/surah/114', '/v1/surah/114']);
    expect(consoleErrors).toEqual([
      expect.stringMatching(/status of 500/),
      expect.stringMatching(/^Error fetching Surah: QuranDataError: .*\/v1\/surah\/114 answered HTTP 500/),
    ]);
  });
});
