import type { Page } from '@playwright/test';
import { readPackageTranslations } from '../../scripts/engine/content/quranTranslations';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

const translations = readPackageTranslations();
const verse = (surah: number, ayah: number) => ({ ur: translations[surah - 1]!.ur[ayah - 1]!, en: translations[surah - 1]!.en[ayah - 1]!, transliteration: translations[surah - 1]!.transliteration[ayah - 1]! });

const ayah = (page: Page, number: number) => page.getByRole('article').getByRole('listitem').nth(number - 1);
const nastaliqLoaded = (page: Page) => page.evaluate(() => document.fonts.check('20px "Noto Nastaliq Urdu"', 'اردو'));

async function openSettings(page: Page) {
  await waitForHydration(page);
  await page.getByText('Reading settings and keyboard shortcuts').click();
}

/*
 * The translations shipped with the site, under each ayah of a surah page. What each part does
 * (the choices kept, one request per file, the failure and Retry, the credit) is tested in
 * tests/unit/blocks/quran-settings; here, what only a browser shows: the fonts fetched, the
 * language and script drawn, and the offline worker keeping them.
 */
// Moving to the next surah cross-fades; when that long page takes too long to draw, Chrome skips the
// fade and logs it as an error that is not the page's. This test is about the translations.
test.use({ reducedMotion: 'reduce' });

test('Urdu, English and transliteration under each ayah, each fetched once, the Nastaliq font only once Urdu is shown', async ({ page, consoleErrors }) => {
  const requested: URL[] = [];
  page.on('request', (request) => requested.push(new URL(request.url())));
  const nastaliqFonts = () => new Set(requested.filter((url) => url.pathname.includes('noto-nastaliq-urdu')).map((url) => url.pathname)).size;
  const translationFiles = () => requested.filter((url) => url.pathname.startsWith('/quran/translations/')).map((url) => url.pathname);
  // The Urdu file is held back until the page has said it is loading.
  let sendUrdu: () => void = () => undefined;
  const urduHeld = new Promise<void>((resolve) => (sendUrdu = resolve));
  await page.route('**/quran/translations/ur/1.json', async (route) => {
    await urduHeld;
    await route.continue();
  });

  await page.goto('/read-quran/1');
  await openSettings(page);
  expect(nastaliqFonts()).toBe(0);
  expect(translationFiles()).toEqual([]);

  await page.getByRole('group', { name: 'Under each ayah' }).getByRole('checkbox', { name: 'Urdu' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Loading Quran...' })).toBeVisible();
  sendUrdu();
  const urdu = ayah(page, 1).getByText(verse(1, 1).ur);
  await expect(urdu).toHaveAttribute('lang', 'ur');
  await expect(urdu).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('status').filter({ hasText: 'Loading Quran...' })).toHaveCount(0);
  await expect.poll(() => nastaliqLoaded(page)).toBe(true);
  expect(nastaliqFonts()).toBe(1);
  const drawn = await urdu.evaluate((element) => {
    const style = getComputedStyle(element);
    return { family: style.fontFamily, lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize) };
  });
  expect(drawn.family).toMatch(/^"Noto Nastaliq Urdu"/);
  expect(drawn.lineHeight).toBeGreaterThanOrEqual(2.2);

  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'Transliteration' }).check();
  await expect(ayah(page, 7).getByText(verse(1, 7).en)).toHaveAttribute('lang', 'en');
  const transliteration = ayah(page, 7).getByText(verse(1, 7).transliteration);
  await expect(transliteration).toHaveAttribute('lang', 'en');
  await expect(transliteration).toHaveCSS('font-style', 'italic');
  for (const credit of ["Urdu translation by Abul A'la Maududi", 'English translation by Saheeh International', 'English transliteration']) {
    await expect(page.getByRole('link', { name: credit })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  expect(translationFiles()).toEqual(['/quran/translations/ur/1.json', '/quran/translations/en/1.json', '/quran/translations/transliteration/1.json']);
  expect(requested.filter((url) => url.origin !== new URL(page.url()).origin)).toEqual([]);

  // Kept on this device: the next surah opens with them.
  await page.getByRole('link', { name: /Next surah/ }).click();
  // Al-Baqarah's 286 ayat in three translations, 240 KB fetched and drawn: on a machine busy with
  // other tests' browsers it has taken longer than the usual wait.
  await expect(ayah(page, 286).getByText(verse(2, 286).ur)).toBeAttached({ timeout: 20_000 });
  expect(translationFiles().slice(3).sort()).toEqual(['/quran/translations/en/2.json', '/quran/translations/transliteration/2.json', '/quran/translations/ur/2.json']);
  expect(consoleErrors).toEqual([]);
});

test.describe('offline, once chosen', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a surah read with its Urdu translation reads so with no network, and no visitor is sent the Urdu font unasked', async ({ page, context }) => {
    await page.goto('/read-quran/112');
    await openSettings(page);
    // Chosen at once, most likely before the worker has taken the page over: the page then asks it to keep what it fetched.
    await page.getByRole('checkbox', { name: 'Urdu' }).check();
    await expect(ayah(page, 1).getByText(verse(112, 1).ur)).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    const kept = () =>
      page.evaluate(async () => {
        const paths = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
        const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
        return { translations: await paths('translations'), fonts: (await paths('fonts-on-demand')).map((path) => path.replace(/-[\w-]{8}\.woff2$/, '.woff2')), precachedNastaliq: precache ? (await paths(precache)).filter((path) => path.includes('nastaliq')) : ['no precache yet'] };
      });
    await expect.poll(kept, { timeout: 15_000 }).toEqual({ translations: ['/quran/translations/ur/112.json'], fonts: ['/assets/noto-nastaliq-urdu-urdu-400-normal.woff2'], precachedNastaliq: [] });

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    const urdu = ayah(page, 4).getByText(verse(112, 4).ur);
    await expect(urdu).toHaveAttribute('lang', 'ur');
    await expect.poll(() => nastaliqLoaded(page)).toBe(true);
    await expect(page.getByRole('link', { name: "Urdu translation by Abul A'la Maududi" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
