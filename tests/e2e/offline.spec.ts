import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

/** Requests that leave this machine's test server, recorded and refused: the site must not need any. */
async function refuseOutsideRequests(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      outside.push(route.request().url());
      await route.abort();
    },
  );
  return outside;
}

test.describe('a plain static server and nothing else', () => {
  test('the Quran reader reads the bundled text', async ({ page }) => {
    const outside = await refuseOutsideRequests(page);
    await page.goto('/read-quran');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Al-Fatihah' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Al-Fatihah - Surah 1' })).toBeVisible();
    await waitForHydration(page);
    expect(outside).toEqual([]);
  });

  test('the shop takes an order into the cart', async ({ page }) => {
    const outside = await refuseOutsideRequests(page);
    await page.goto('/islamic-jewelry');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Add to Cart/ }).first().click();
    await expect(page.getByRole('heading', { name: /Your cart/ })).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('the blog lists from this browser', async ({ page }) => {
    const outside = await refuseOutsideRequests(page);
    await page.goto('/blog');
    await expect(page.getByText('Loading blogs...')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Popular Blogs' })).toBeVisible();
    expect(outside).toEqual([]);
  });
});

/**
 * The service worker, as a visitor on a train meets it: one visit online, then no network at all.
 * (The other specs block service workers, so that each starts from a clean browser.)
 */
test.describe('after one visit, with no network', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Once the worker controls the page, every page visited is kept as it is fetched. */
  async function workerInControl(page: Page) {
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  }

  test('the home, a surah and a book still open; a page never visited shows the offline page', async ({ page, context }) => {
    await page.goto('/');
    await workerInControl(page);
    await page.goto('/read-quran/36');
    await expect(page.getByRole('heading', { level: 1, name: 'Ya-Sin - Surah 36' })).toBeVisible();
    await page.goto('/books');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Read Tajweed' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await caches.has('books')) && !!(await (await caches.open('books')).match('/books/tajweed.pdf')))).toBe(true);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Islamic Services and Courses');
    await page.goto('/read-quran/36');
    await expect(page.getByRole('heading', { level: 1, name: 'Ya-Sin - Surah 36' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('listitem')).toHaveCount(83);
    // Drawn in full: the stylesheet and the Quran font come from the precache.
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Amiri Quran"', 'بسم'))).toBe(true);
    const pdf = await page.goto('/books/tajweed.pdf');
    expect(pdf?.status()).toBe(200);
    expect(pdf?.headers()['content-type']).toContain('application/pdf');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the Quran' })).toHaveAttribute('href', '/read-quran');
    await expectNoAxeViolations(page);
  });

  test('"keep the whole Quran on this device" makes every surah readable offline and says how much it stored', async ({ page, context }) => {
    await page.goto('/read-quran');
    await workerInControl(page);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Keep the whole Quran on this device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The whole Quran is on this device' })).toHaveText(
      /^The whole Quran is on this device: 114 surahs, \d+(\.\d)? MB\. They open with no connection\.$/,
      { timeout: 30_000 },
    );
    await context.setOffline(true);
    for (const [number, name] of [[2, 'Al-Baqarah'], [67, 'Al-Mulk'], [114, 'An-Nas']] as const) {
      await page.goto(`/read-quran/${number}`);
      await expect(page.getByRole('heading', { level: 1, name: `${name} - Surah ${number}` })).toBeVisible();
    }
  });
});

// The manifest every page links, and its icons, are read in the build (tests/built/site.test.ts).
test('the service worker is served fresh', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  // A new deployment's worker must be seen at the next visit, not after a day of HTTP cache.
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
