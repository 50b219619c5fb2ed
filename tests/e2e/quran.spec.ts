import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { ssrOutDir } from '../../scripts/engine/paths';
import { apiAnswer } from '../support/quranApiAnswers';
import type * as RenderPage from '../../src/app/server/renderPage';
import { loadValidSite, type SiteContent } from '../../scripts/engine/content/loadSite';
import { readPackageQuran } from '../../scripts/engine/content/quranText';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

const quran = readPackageQuran();

const verses = (page: Page) => page.getByRole('article').getByRole('listitem');
const ayah = (page: Page, number: number) => verses(page).nth(number - 1);
const surahList = (page: Page) => page.getByRole('main').getByRole('list').filter({ has: page.getByRole('link', { name: 'Al-Fatihah' }) });

/** Every request to the Quran API, in order. */
function recordQuranRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/surah')) seen.push(url.pathname);
  });
  return seen;
}

/** The ayah the address points at, as the page marks it: the element the :target style applies to. */
const markedAyah = (page: Page) => page.evaluate(() => document.querySelector(':target')?.id);

/*
 * What a surah's page and the index hold as served (the whole text, the title, the links between
 * surahs) is read in tests/built/quranPages.test.ts; here, where the page lands and how it marks
 * the ayah, which only layout and styles tell.
 */
test.describe('a surah page before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/read-quran/2#255 opened cold lands on Ayat al-Kursi and marks it', async ({ page }) => {
    await page.goto('/read-quran/2#255');
    // The selects, which could open nothing without a script, are not offered.
    await expect(page.getByRole('combobox', { name: 'Select Surah', includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Select Surah', includeHidden: true })).toBeHidden();
    await expect(ayah(page, 255)).toBeInViewport();
    expect(await markedAyah(page)).toBe('255');
    // Marked by a bar and an outline as well as a tint, so not by colour alone.
    const mark = await ayah(page, 255).evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineStyle, bar: style.borderInlineStartWidth };
    });
    expect(mark).toEqual({ outline: 'solid', bar: '6px' });
  });

  test.describe('in forced colours (Windows contrast themes)', () => {
    test.use({ forcedColors: 'active' });

    test('the marked ayah keeps its outline and bar', async ({ page }) => {
      await page.goto('/read-quran/2#255');
      await expect(ayah(page, 255)).toBeInViewport();
      const mark = await ayah(page, 255).evaluate((element) => {
        const style = getComputedStyle(element);
        return { outline: style.outlineStyle, outlineWidth: style.outlineWidth, bar: style.borderInlineStartWidth, barColour: style.borderInlineStartColor };
      });
      expect(mark).toMatchObject({ outline: 'solid', outlineWidth: '2px', bar: '6px' });
      expect(mark.barColour).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    });
  });
});

test.describe('the Quran index', () => {
  test('finds a surah by name or number and opens it', async ({ page, consoleErrors }) => {
    await page.goto('/read-quran');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Find a surah by name or number' });
    await search.fill('yasin');
    await expect(page.getByRole('status').filter({ hasText: 'of 114 surahs' })).toHaveText('1 of 114 surahs');
    await expect(surahList(page).getByRole('listitem')).toHaveCount(0);
    const found = page.getByRole('main').getByRole('listitem').filter({ hasText: / ayat · / });
    await expect(found).toHaveCount(1);
    await search.fill('112');
    await expect(found).toHaveText(/Al-Ikhlas/);
    await expectNoAxeViolations(page);
    await search.fill('no such surah');
    await expect(page.getByText(/No surah matches/)).toBeVisible();
    await search.fill('kahf');
    await found.getByRole('link', { name: 'Al-Kahf' }).click();
    await expect(page).toHaveURL('/read-quran/18');
    expect(consoleErrors).toEqual([]);
  });

  test('an old link with ?surah=36 lands on Ya-Sin', async ({ page }) => {
    await page.goto('/read-quran?surah=36');
    await expect(page).toHaveURL('/read-quran/36');
    await expect(page.getByRole('heading', { level: 1, name: 'Ya-Sin - Surah 36' })).toBeVisible();
  });

  test("an old link with ?surah=2&ayah=255 lands on Ayat al-Kursi's own page", async ({ page }) => {
    await page.goto('/read-quran?surah=2&ayah=255');
    await expect(page).toHaveURL('/read-quran/2/255');
  });

  test('offers to continue where the reader stopped', async ({ page }) => {
    await page.goto('/read-quran');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: /Continue reading/ })).toHaveCount(0);
    await page.goto('/read-quran/18#10');
    await waitForHydration(page);
    await expect(ayah(page, 10)).toBeInViewport();
    // The place is kept as the reader scrolls; the index then offers it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quran-reader.last-read'))).toContain('"ayah":10');
    await page.goto('/read-quran');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Continue reading: Al-Kahf, ayah 10' }).click();
    await expect(page).toHaveURL('/read-quran/18#10');
    await expect(ayah(page, 10)).toBeInViewport();
  });
});

/** The text of an ayah as the page writes it, one space between words. */
const verseText = (surah: number, number: number) => quran[surah - 1]!.verses[number - 1]!.text.replace(/\s+/g, ' ').trim();

/** The path of every page the tab opens (its document requests), in order. */
function recordPagesOpened(page: Page): string[] {
  const opened: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') opened.push(new URL(request.url()).pathname);
  });
  return opened;
}

/** Starts recording the page's layout shifts from its first paint; the returned function reads them. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}` : String(node?.nodeName));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        const moved = entry.sources.map((source) => `${describe(source.node)} from ${JSON.stringify(source.previousRect)} to ${JSON.stringify(source.currentRect)}`);
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { layoutShifts?: string[] }).layoutShifts ?? []);
}

test.describe('Select Surah and Select Ayah', () => {
  test('choosing Al-Fatihah opens its page, whole, and "Ayah 3" then opens verse 3 alone', async ({ page, consoleErrors }) => {
    await page.goto('/read-quran');
    await waitForHydration(page);
    const surahs = page.getByRole('combobox', { name: 'Select Surah' });
    // "Choose a surah", then the 114 surahs.
    await expect(surahs.getByRole('option')).toHaveCount(115);
    await expect(surahs.getByRole('option').nth(1)).toHaveText('الفاتحة - Al-Fatihah');
    await expect(page.getByRole('combobox', { name: 'Select Ayah' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await surahs.selectOption({ label: 'الفاتحة - Al-Fatihah' });
    await expect(page).toHaveURL('/read-quran/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Al-Fatihah - Surah 1' })).toBeVisible();
    await expect(verses(page)).toHaveCount(7);
    await waitForHydration(page);
    const ayat = page.getByRole('combobox', { name: 'Select Ayah' });
    await expect(surahs).toHaveValue('1');
    await expect(ayat.getByRole('option')).toHaveText(['Ayah 1', 'Ayah 2', 'Ayah 3', 'Ayah 4', 'Ayah 5', 'Ayah 6', 'Ayah 7']);
    await expect(ayat).toHaveValue('1');
    await expectNoAxeViolations(page);
    await ayat.selectOption({ label: 'Ayah 3' });
    await expect(page).toHaveURL('/read-quran/1/3');
    // The ayah's own page: verse 3's text, and neither verse beside it.
    const main = page.getByRole('main');
    await expect(main).toContainText(verseText(1, 3));
    await expect(main).not.toContainText(verseText(1, 2));
    await expect(main).not.toContainText(verseText(1, 4));
    expect(consoleErrors).toEqual([]);
  });

  test('the keys move through surahs and ayat without leaving the page, Enter opens the choice, and nothing moves as the controls wake', async ({ page }) => {
    const opened = recordPagesOpened(page);
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto('/read-quran/1');
    await waitForHydration(page);
    expect(await layoutShifts()).toEqual([]);
    const surahs = page.getByRole('combobox', { name: 'Select Surah' });
    const ayat = page.getByRole('combobox', { name: 'Select Ayah' });
    // Chromium on Linux, as on Windows, moves a closed select's choice at each arrow key and fires `change`.
    await surahs.focus();
    await page.keyboard.press('ArrowDown');
    await expect(surahs).toHaveValue('2');
    await expect(ayat.getByRole('option')).toHaveCount(286);
    await page.keyboard.press('Tab');
    await expect(ayat).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(ayat).toHaveValue('3');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/read-quran/2/3');
    // Each arrow key changed a select, and none of those changes opened a page.
    expect(opened).toEqual(['/read-quran/1', '/read-quran/2/3']);
  });
});

/**
 * The end of a surah of long ayat and of one of short ayat, in the shortest window the keyboard
 * walks; and Al-Baqarah on a phone in Urdu, whose ayat are the tallest.
 */
const longSurahEnds = [
  { path: '/read-quran/2', viewport: { width: 800, height: 600 }, nextSurah: /Next surah/ },
  { path: '/read-quran/26', viewport: { width: 800, height: 600 }, nextSurah: /Next surah/ },
  { path: '/ur/read-quran/2', viewport: { width: 390, height: 844 }, nextSurah: /اگلی سورت/ },
];

for (const { path, viewport, nextSurah } of longSurahEnds) {
  test.describe(`the end of ${path} at ${viewport.width}×${viewport.height}, reached with the keyboard`, () => {
    test.use({ viewport });

    test('Shift+Tab from the footer lands on the next surah\'s link, which stays in view as the last ayat are drawn', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link').first().focus();
      await page.keyboard.press('Shift+Tab');
      const next = page.getByRole('link', { name: nextSurah });
      await expect(next).toBeFocused();
      // The page scrolled by the ayat's estimated height; the ayat it brought into view take their
      // real height a frame or two later, while the link must not move away.
      await page.evaluate(() => new Promise((resolve) => {
        let frames = 6;
        const tick = () => (--frames ? requestAnimationFrame(tick) : resolve(undefined));
        requestAnimationFrame(tick);
      }));
      await expect(next).toBeInViewport({ ratio: 1 });
    });
  });
}

test.describe('reading settings, kept on this device', () => {
  test('the text size has four steps and stays chosen on the next surah', async ({ page, consoleErrors }) => {
    await page.goto('/read-quran/1');
    await waitForHydration(page);
    const size = () => ayah(page, 1).getByRole('paragraph').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const medium = await size();
    await page.getByText('Reading settings and keyboard shortcuts').click();
    const control = page.getByRole('combobox', { name: 'Text size' });
    await expect(control.getByRole('option')).toHaveText(['Small', 'Medium', 'Large', 'Extra large']);
    await control.selectOption({ label: 'Extra large' });
    await expect.poll(size).toBeCloseTo(medium * 1.5, 0);
    await expectNoAxeViolations(page);
    await page.goto('/read-quran/2');
    await waitForHydration(page);
    await expect.poll(size).toBeCloseTo(medium * 1.5, 0);
    expect(consoleErrors).toEqual([]);
  });

  test('J and K move from ayah to ayah, N and P from surah to surah; never while typing; and they can be turned off', async ({ page }) => {
    await page.goto('/read-quran/1');
    await waitForHydration(page);
    await expect(page.getByText(/next ayah, .*previous ayah, .*next surah, .*previous surah/)).toBeAttached();
    await page.keyboard.press('j');
    await expect(page).toHaveURL(/\/read-quran\/1#2$/);
    await page.keyboard.press('j');
    await expect(page).toHaveURL(/#3$/);
    await expect(ayah(page, 3)).toBeFocused();
    expect(await markedAyah(page)).toBe('3');
    await page.keyboard.press('k');
    await expect(page).toHaveURL(/#2$/);
    await page.keyboard.press('n');
    await expect(page).toHaveURL('/read-quran/2');
    await waitForHydration(page);
    await page.keyboard.press('p');
    await expect(page).toHaveURL('/read-quran/1');
    await waitForHydration(page);

    // Typing in a field types; the shortcuts stay out of it.
    await page.getByText('Reading settings and keyboard shortcuts').click();
    const shortcuts = page.getByRole('checkbox', { name: 'Keyboard shortcuts' });
    await shortcuts.focus();
    await page.keyboard.press('Space');
    await expect(shortcuts).not.toBeChecked();
    await page.locator('body').press('n');
    await expect(page).toHaveURL('/read-quran/1');
    await page.reload();
    await waitForHydration(page);
    await page.getByText('Reading settings and keyboard shortcuts').click();
    await expect(page.getByRole('checkbox', { name: 'Keyboard shortcuts' })).not.toBeChecked();
  });

  test('the Quran font is self-hosted and loaded by the pages with Arabic text only', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).href);
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(fonts.filter((url) => url.includes('amiri'))).toEqual([]);
    await page.goto('/read-quran/1');
    // Distinct files, not requests: after another page, Chromium may report both the preload and
    // the stylesheet's own request for the font, the second answered from its cache, not the wire.
    await expect.poll(() => new Set(fonts.filter((url) => url.includes('amiri'))).size).toBe(1);
    expect(fonts.filter((url) => url.includes('amiri')).every((url) => url.includes('amiri-quran-arabic-400'))).toBe(true);
    expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
  });
});

/**
 * The remote source's translations. The page is the one a build with `source: remote` on the
 * reading settings writes: drawn by this build's own server renderer (kept beside the site in
 * dist-ssr) from the site's content with that one setting changed, and served in place of the
 * surah page. The API's requests are answered by the test with answers in its shape. No test hook
 * lives in the product, and nothing reaches the internet.
 */
test.describe('the translation from the remote source', () => {
  // This build is configured for the bundled text, so its Content-Security-Policy rightly refuses
  // the remote API's origin (a build with `source: remote` allows it: scripts/engine/hosting/hostingConfig.ts).
  test.use({ bypassCSP: true });

  /** The site's content, loaded once in a worker: loading it takes over a second, and every request for the page draws it anew. */
  let loadedSite: SiteContent | undefined;

  async function remotePage(served: string, path: string): Promise<string> {
    const site = (loadedSite ??= loadValidSite(process.cwd()).data);
    const page = site.routes.find((route) => route.path === path)!;
    const blocks = page.blocks.map((block) => (block.type === 'quran-settings' ? { ...block, source: 'remote' as const } : block));
    const server = (await import(pathToFileURL(join(ssrOutDir, 'renderPage.js')).href)) as typeof RenderPage;
    await server.loadBlockComponents();
    const stylesheets = [...served.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
    const islandLoader = /<script type="module" src="(\/assets\/islands-[^"]+)"/.exec(served)![1]!;
    return server.renderPage({ ...page, blocks }, site, { stylesheets, islandLoader });
  }

  async function useRemoteSource(page: Page, path: string, options: { failFirst?: string } = {}) {
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: await remotePage(await response.text(), path) });
      },
    );
    let failed = false;
    await page.route(
      (url) => url.pathname.startsWith('/v1/surah'),
      async (route) => {
        const requested = new URL(route.request().url()).pathname;
        const headers = { 'Access-Control-Allow-Origin': '*' };
        if (requested === options.failFirst && !failed) {
          failed = true;
          return route.fulfill({ status: 500, headers, json: { code: 500, status: 'Internal Server Error', data: 'unavailable' } });
        }
        const answer = apiAnswer(quran, requested);
        return route.fulfill(answer ? { headers, json: answer } : { status: 404, headers, json: { code: 404, data: 'Not found' } });
      },
    );
  }

  test('a site built without the remote source offers no remote translation and asks nothing of the API', async ({ page }) => {
    const requests = recordQuranRequests(page);
    await page.goto('/read-quran/112');
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'Translation' })).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('shows a translation line under each ayah, in its language, kept for the next visit', async ({ page, consoleErrors }) => {
    await useRemoteSource(page, '/read-quran/112');
    const requests = recordQuranRequests(page);
    await page.goto('/read-quran/112');
    await waitForHydration(page);
    expect(requests).toEqual([]);
    await page.getByText('Reading settings and keyboard shortcuts').click();
    await page.getByRole('combobox', { name: 'Translation' }).selectOption({ label: 'English' });
    await expect(page.getByText('[en.sahih] 112:1')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Translation' }).selectOption({ label: 'Urdu' });
    await expect(page.getByText('[ur.jalandhry] 112:4')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('[en.sahih] 112:1')).toHaveCount(0);
    expect(requests).toEqual(['/v1/surah/112/editions/quran-uthmani,en.sahih', '/v1/surah/112/editions/quran-uthmani,ur.jalandhry']);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('[ur.jalandhry] 112:1')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByText('Reading settings and keyboard shortcuts').click();
    await page.getByRole('combobox', { name: 'Translation' }).selectOption({ label: 'Off' });
    await expect(page.getByText('[ur.jalandhry] 112:1')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a translation that fails to load says so, logs why, and Retry loads it', async ({ page, consoleErrors }) => {
    await useRemoteSource(page, '/read-quran/114', { failFirst: '/v1/surah/114/editions/quran-uthmani,en.sahih' });
    await page.goto('/read-quran/114');
    await waitForHydration(page);
    await page.getByText('Reading settings and keyboard shortcuts').click();
    await page.getByRole('combobox', { name: 'Translation' }).selectOption({ label: 'English' });
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(alert).toContainText('The translation could not be loaded.');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('[en.sahih] 114:6')).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(consoleErrors).toEqual([
      expect.stringMatching(/status of 500/),
      expect.stringMatching(/^Error fetching Surah: QuranDataError: .*\/v1\/surah\/114\/editions\/.* answered HTTP 500/),
    ]);
  });
});
