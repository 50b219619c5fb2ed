import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

/*
 * An ayah's page where only a browser can tell: the share button, and the page kept for reading
 * offline. What the pages hold as served, all 6,236 of them, is read by tests/built/ayahPages.test.ts.
 */

test('in a browser with no share sheet, "Share this ayah" copies the page\'s link and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // As a desktop browser without the Web Share API, whatever this one offers.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto('/read-quran/2/255?utm_source=newsletter#top');
  await expect(page.getByRole('heading', { level: 1, name: 'Al-Baqarah 2:255' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share this ayah' }).click();
  await expect(page.getByRole('status')).toHaveText('Link copied. Paste it wherever you want to share it.');
  // The page's own address: no campaign tags, no fragment.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/read-quran/2/255`);
  await expect(page.getByRole('button', { name: 'Share this ayah' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe('after one visit, with no network', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Once the worker controls the page, every page visited is kept as it is fetched. */
  async function workerInControl(page: Page) {
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  }

  test('an ayah page visited opens again, its Urdu drawn in Nastaliq; the next one, never visited, does not', async ({ page, context }) => {
    await page.goto('/read-quran');
    await workerInControl(page);
    await page.goto('/read-quran/2/255');
    const urdu = page.getByRole('heading', { name: 'Urdu translation' }).locator('xpath=following-sibling::p[1]');
    await expect(urdu).toHaveAttribute('lang', 'ur');
    await expect.poll(() => page.evaluate(() => document.fonts.check('20px "Noto Nastaliq Urdu"', 'اللہ'))).toBe(true);
    const kept = () =>
      page.evaluate(async () => ({
        pages: (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/read-quran/2')),
        fonts: (await (await caches.open('fonts-on-demand')).keys()).map((request) => new URL(request.url).pathname),
      }));
    await expect.poll(kept).toEqual({ pages: ['/read-quran/2/255'], fonts: [expect.stringMatching(/^\/assets\/noto-nastaliq-urdu-urdu-400-normal-[\w-]+\.woff2$/)] });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Al-Baqarah 2:255' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.check('20px "Noto Nastaliq Urdu"', 'اللہ'))).toBe(true);
    // Only what was visited: the ayat next to it were never kept.
    await page.goto('/read-quran/2/256');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  });
});
