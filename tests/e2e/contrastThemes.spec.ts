import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/*
 * In a contrast theme (forced colours) the browser paints backgrounds and shadows in the theme's
 * colours: a state marked by them alone disappears. What the focus ring looks like in the site's own
 * colours is measured on every control by keyboardWalk.spec.ts.
 */
const MEASURE_DIR = '/work/measure';

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // Every picture in, for the whole-page captures kept beside the measurements.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Computed styles that mark a state without relying on the background. */
const MARKS = ['border-top-style', 'border-top-width', 'border-top-color', 'outline-style', 'outline-width', 'text-decoration-line', 'text-decoration-thickness'];

async function marks(locator: Locator): Promise<string> {
  return locator.evaluate((element, properties) => {
    const style = getComputedStyle(element);
    return properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
  }, MARKS);
}

async function expectOutlineShown(locator: Locator) {
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
}

test.describe('contrast themes (forced colours)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the chosen currency on /fee is marked by more than its background, and focus shows an outline', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await open(page, '/fee');
    const switcher = page.getByRole('group', { name: 'Currency' });
    const radios = switcher.getByRole('radio');
    const labelOf = (radio: Locator) => radio.locator('xpath=following-sibling::span[1]');
    expect(await radios.count()).toBeGreaterThan(2);
    await expect(radios.first()).toBeChecked();

    const chosen = await marks(labelOf(radios.first()));
    for (let index = 1; index < (await radios.count()); index++) expect(await marks(labelOf(radios.nth(index)))).not.toBe(chosen);

    // The mark follows the choice.
    await radios.nth(2).check();
    expect(await marks(labelOf(radios.nth(2)))).toBe(chosen);
    expect(await marks(labelOf(radios.first()))).not.toBe(chosen);

    // The radio is invisible over its label: the label shows its focus.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(radios.nth(2)).toBeFocused();
    await expectOutlineShown(labelOf(radios.nth(2)));
    // And an ordinary link shows its own.
    const contactLink = page.getByRole('contentinfo').getByRole('link').first();
    await contactLink.focus();
    await expect(contactLink).toBeFocused();
    await expectOutlineShown(contactLink);

    mkdirSync(MEASURE_DIR, { recursive: true });
    await radios.nth(2).focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${MEASURE_DIR}/i19-forced-fee.png`, fullPage: true });
  });

  test('the current page in the open menu is marked by more than a shadow', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await open(page, '/tajweed');
    await page.evaluate(() => window.scrollTo(0, 0));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Courses', exact: true }).click();
    const current = nav.getByRole('link', { name: 'Tajweed' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeVisible();
    expect(await marks(current)).not.toBe(await marks(nav.getByRole('link', { name: 'Quran Reading' })));

    mkdirSync(MEASURE_DIR, { recursive: true });
    await page.screenshot({ path: `${MEASURE_DIR}/i19-forced-menu.png` });
  });
});
