import { appendFileSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { installedHeadlessShell } from '../../../../scripts/tools/browser/chromium';
import { startDevSite, type DevSite } from './devServerHarness';

/** A Chromium already on the machine, as the e2e tests find one; without one this file is skipped. */
const chromiumPath = installedHeadlessShell();

let site: DevSite;
let browser: Browser;
let page: Page;

// Without Chromium nothing starts, and the tests are skipped; the returned teardown runs only once both have started.
beforeAll(async () => {
  if (!chromiumPath) return;
  [site, browser] = await Promise.all([startDevSite(), chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })]);
  page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  return async () => {
    await browser.close();
    await site.close();
  };
}, 60_000);

const form = 'site-island[data-block="contact-form"]';

describe.skipIf(!chromiumPath)('a content edit reaches the open page without a reload', () => {
  it('changes the text in place, keeping scroll, typed input and the island', async () => {
    await page.goto(`${site.url}/contact`);
    await page.locator(`${form}[data-hydrated]`).waitFor({ timeout: 30_000 });
    await page.locator(`${form} input[name="name"]`).fill('Aisha');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      (document.querySelector('site-island[data-block="contact-form"]') as unknown as { same: boolean }).same = true;
      window.scrollTo(0, 300);
    });
    await page.waitForFunction(() => window.scrollY === 300);

    await site.edit('pages.yaml', (text) => text.replace('subtitle: Questions, bookings and admissions', 'subtitle: Questions and bookings, answered'));
    await page.getByText('Questions and bookings, answered').waitFor();

    expect(
      await page.evaluate(() => ({
        notReloaded: (window as unknown as { notReloaded?: boolean }).notReloaded,
        sameIsland: (document.querySelector('site-island[data-block="contact-form"]') as unknown as { same?: boolean }).same,
        scrollY: window.scrollY,
      })),
    ).toEqual({ notReloaded: true, sameIsland: true, scrollY: 300 });
    expect(await page.locator(`${form} input[name="name"]`).inputValue()).toBe('Aisha');
  }, 60_000);

  it('shows a content error in the overlay over an error page, and the fixed page where it was', async () => {
    const line = readFileSync('pages.yaml', 'utf8').split('\n').findIndex((text) => text.includes('subtitle: Questions, bookings and admissions')) + 1;
    await site.edit('pages.yaml', (text) => text.replace('subtitle: Questions and bookings, answered', 'subtitle: 12'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached' });
    expect(await overlay.locator('.file').textContent()).toMatch(new RegExp(`pages\\.yaml:${line}:19$`));

    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('1 content error stops this page');
    expect(await page.locator('main').textContent()).toContain(`pages.yaml:${line}:19`);

    const saved = performance.now();
    await site.restore('pages.yaml');
    await page.getByText('Questions, bookings and admissions').waitFor();
    if (process.env.DEV_SERVER_TIMES) appendFileSync(process.env.DEV_SERVER_TIMES, `fix to page shown in the open tab, ms: ${Math.round(performance.now() - saved)}\n`);
    expect(await page.evaluate(() => ({ notReloaded: (window as unknown as { notReloaded?: boolean }).notReloaded, scrollY: window.scrollY }))).toEqual({
      notReloaded: true,
      scrollY: 300,
    });
    await page.locator(`${form}[data-hydrated]`).waitFor();
    expect(await overlay.count()).toBe(0);
  }, 60_000);
});
