import type { Page } from '@playwright/test';
import { searchForm } from '../../src/services/search/searchForm';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

/*
 * The site search as a visitor uses it: from the header of any page, with the keyboard alone, to
 * an ayah and back; and offline, over what an earlier query brought onto the device. What the index
 * holds and the header's form on every page are read from the built site (tests/built/siteSearch.test.ts);
 * the results page's states, from the unit tests.
 */

const results = (page: Page) => page.getByRole('main').getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
const status = (page: Page) => page.getByRole('main').getByRole('status');

test('from the home page with the keyboard: a query, an ayah opened, and Back finds the query and its results as they were', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Search the site' });
  // Tab from the top of the page to the header's search button, as a keyboard user would.
  for (let presses = 0; presses < 30 && !(await opener.evaluate((button) => button === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await page.keyboard.type('kursi');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/search?q=kursi');
  await expect(status(page)).toHaveText('2 results for “kursi”.');
  const first = results(page).getByRole('link').first();
  await expect(first).toHaveText('Al-Baqarah 2:255');
  await expect(results(page).locator('mark').first()).toHaveText('Kursi');
  await expectNoAxeViolations(page);

  // The results are the next stops after the search form: Tab reaches the first one.
  await page.getByRole('button', { name: 'Search', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Al-Baqarah 2:255' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/search?q=kursi');
  await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue('kursi');
  await expect(status(page)).toHaveText('2 results for “kursi”.');
  await expect(results(page).getByRole('link').first()).toHaveText('Al-Baqarah 2:255');
  expect(consoleErrors).toEqual([]);
});

test('with nothing searched, the search page loads its results code only when the visitor reaches for the box, and what was typed meanwhile is searched', async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Or start from a section' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('SearchResults'))).toEqual([]);

  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
  await box.focus();
  // Typed at once, as the focus wakes the island: the first letters land before it is awake.
  await page.keyboard.type('kursi');
  await expect(status(page)).toHaveText('2 results for “kursi”.');
  await expect(box).toHaveValue('kursi');
  await expect(results(page).getByRole('link').first()).toHaveText('Al-Baqarah 2:255');
  await expect(page).toHaveURL('/search?q=kursi');
  expect(scripts.filter((path) => path.includes('SearchResults'))).not.toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('Arabic typed without its vowel marks finds the Uthmani text, Urdu the Urdu translation, numbers their ayah, and a kind narrows the results', async ({ page }) => {
  await page.goto('/search?q=الرحمن');
  await waitForHydration(page);
  await expect(status(page)).toHaveText(/^\d+ results for “الرحمن”\.$/);
  await expect(results(page).getByRole('link').first()).toHaveText('Surah Ar-Rahman (The Most Merciful)');
  // The surah named so comes first, its Arabic name marked; the ayah found after it shows its text.
  const found = results(page).getByRole('listitem');
  await expect(found.first().locator('p[lang="ar"][dir="rtl"] mark')).toHaveText('الرحمن');
  const arabic = found.nth(1).locator('p[lang="ar"][dir="rtl"]');
  // The word as the Quran writes it, with its marks, which the query did not type.
  const marked = await arabic.locator('mark').first().textContent();
  expect(marked).not.toBe('الرحمن');
  expect(searchForm(marked ?? '')).toBe('الرحمن');

  await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('صبر کرنے');
  await expect(status(page)).toHaveText(/^\d+ results for “صبر کرنے”\.$/);
  await expect(results(page).getByRole('listitem').first().locator('p[lang="ur"][dir="rtl"] mark').first()).toHaveText('صبر');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('صبر کرنے').replace(/%20/g, '+')}`);

  // An ayah named by its numbers is the one result; a kind narrows the results and stays in the address.
  await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('2:255');
  await expect(status(page)).toHaveText('1 result for “2:255”.');
  await expect(results(page).getByRole('link')).toHaveText(['Al-Baqarah 2:255']);

  await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('tajweed');
  await expect(status(page)).toHaveText(/^\d+ results for “tajweed”\.$/);
  await page.getByLabel('Kind').selectOption('Courses');
  await expect(status(page)).toHaveText(/^\d+ results? for “tajweed” in Courses\.$/);
  // Each result's kind, the line under its title.
  const kinds = await results(page).locator('li > h2 + p').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(['Courses']));
  await expect(page).toHaveURL('/search?q=tajweed&kind=Courses');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a query run once runs again with no network; one that needs a part of the index not on the device says so', async ({ page, context }) => {
    await page.goto('/search');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await page.goto('/search?q=patience');
    await expect(status(page)).toHaveText(/^\d+ results for “patience”\.$/);
    const found = await results(page).getByRole('link').allTextContents();

    await context.setOffline(true);
    await page.reload();
    await expect(status(page)).toHaveText(/^\d+ results for “patience”\.$/);
    await expect(results(page).getByRole('link')).toHaveText(found);

    // Arabic words sort after every Latin one: their part of the index was never fetched.
    await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('صبر');
    await expect(status(page)).toHaveText('Nothing found in the part of the index on this device: connect and search again to search everything.');
  });
});
