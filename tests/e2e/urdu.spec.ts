import { walkRoute } from '../../scripts/tools/a11y/focusWalk';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

/*
 * The site in Urdu, on a phone, as its visitors read it: each page right to left in Urdu, clean
 * under axe, every focus stop in view, nothing scrolling sideways; the language switch between the
 * two versions of a page; the Urdu typeface fetched by Urdu pages only; and the search from an Urdu page.
 */
const urduPages = ['/ur/', '/ur/about', '/ur/fee', '/ur/contact', '/ur/courses', '/ur/read-quran/1'];

test.describe('Urdu pages at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of urduPages) {
    test(`${path}: in Urdu, right to left, no axe violation, every focus stop in view`, async ({ page, consoleErrors }) => {
      test.slow();
      // The walk opens the page and wakes its islands; the shell is walked whole on the home page.
      const walk = await walkRoute(page, path, path === '/ur/' ? {} : { region: 'main' });
      expect(walk.stops.length).toBeGreaterThan(0);
      expect(walk.stops.filter((stop) => stop.visibility !== 'visible').map((stop) => `${stop.target}: ${stop.visibility}`)).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the language switch leads to the same page in the other language, or to its home page where there is none', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ہمارے بارے میں');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);

  // The books are not in Urdu yet: the switch says so, and opens the Urdu home page.
  await page.goto('/books');
  const urdu = page.getByRole('link', { name: 'اردو' });
  await expect(urdu).toHaveAttribute('title', 'This page is not yet in اردو: its home page');
  await expect(urdu).toHaveAttribute('hreflang', 'ur');
  await urdu.click();
  await expect(page).toHaveURL(/\/ur\/$/);
});

test('the Urdu typeface is fetched by Urdu pages only', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => /nastaliq/i.test(font))).toEqual([]);
  await page.goto('/ur/about');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => /nastaliq/i.test(font)).length).toBeGreaterThan(0);
});

test('the search box of an Urdu page searches in Urdu: the query lands on the Urdu search page, which answers in Urdu', async ({ page, consoleErrors }) => {
  await page.goto('/ur/about');
  await page.getByRole('button', { name: 'سائٹ میں تلاش کریں' }).click();
  const box = page.getByRole('searchbox', { name: 'سائٹ میں تلاش کریں' });
  await expect(box).toBeFocused();
  await box.fill('صبر کرنے');
  await box.press('Enter');

  await expect(page).toHaveURL(`/ur/search?q=${encodeURIComponent('صبر کرنے').replace(/%20/g, '+')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تلاش');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(/^"صبر کرنے" کے [\d,]+ نتائج ملے۔$/);
  // The first result shows the words found, marked, in the Urdu of its translation.
  const results = main.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(results.getByRole('listitem').first().locator('p[lang="ur"][dir="rtl"] mark').first()).toHaveText('صبر');
  // Its title is in Urdu too: the surah as Urdu readers name it, and the ayah's number.
  await expect(results.getByRole('listitem').first().getByRole('heading', { level: 2 })).toHaveText(/^[^A-Za-z]+ \d+:\d+$/);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
