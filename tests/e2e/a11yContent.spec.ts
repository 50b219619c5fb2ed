import { unmarkedArabicText } from '../../scripts/tools/a11y/arabicText';
import { expect, test, waitForHydration } from './support/fixtures';

/*
 * Arabic text on every page as served is checked by tests/built, and the text the islands draw on
 * the pages that hold every block and every set of islands by pageKinds.spec.ts; so is text
 * doubled or spaced out on a phone.
 */
test("in the Quran's index, every surah's Arabic name is marked once the list is interactive", async ({ page }) => {
  await page.goto('/read-quran');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: / ayat · / })).toHaveCount(114);
  expect(await page.evaluate(unmarkedArabicText)).toEqual({ count: 0, samples: [] });
});

test('Escape closes the book dialog while the document view has focus', { tag: '@pdf-viewer' }, async ({ page }) => {
  await page.goto('/books');
  await waitForHydration(page);
  const read = page.getByRole('button', { name: 'Read Colour Quran' });
  await read.click();
  const dialog = page.getByRole('dialog', { name: 'Colour Quran' });
  await expect.poll(() => page.frames().some((frame) => frame.url().endsWith('/books/colour-quran.pdf#view=FitH'))).toBe(true);
  await page.frames().find((frame) => frame.url().includes('/books/colour-quran.pdf'))!.waitForLoadState('load');
  // Shift+Tab from the first control wraps to the document view.
  await dialog.getByRole('link', { name: 'Open in new tab' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator('iframe')).toBeFocused();
  // The keys now go to the frame's document; Escape there must still close the dialog. It is
  // pressed again until the frame has finished loading, so no fixed wait is needed.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 7_000 });
  await expect(read).toBeFocused();
});

test('from inside the PDF viewer, the Close button is always shown and a Tab round away', { tag: '@pdf-viewer' }, async ({ page }) => {
  await page.goto('/books');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Read Tajweed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tajweed' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toHaveAttribute('aria-keyshortcuts', 'Escape');
  await expect.poll(() => page.frames().some((frame) => frame.url().endsWith('/books/tajweed.pdf#view=FitH'))).toBe(true);
  await page.frames().find((frame) => frame.url().includes('/books/tajweed.pdf'))!.waitForLoadState('load');
  // Into the viewer's own controls, where the viewer keeps Escape for itself.
  await dialog.locator('iframe').focus();
  await page.keyboard.press('Tab');
  let presses = 0;
  while (presses < 40 && !(await close.evaluate((button) => button === document.activeElement))) {
    await expect(close).toBeInViewport();
    await page.keyboard.press('Tab');
    presses++;
  }
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
});

test('the next-ayah shortcut moves focus to that ayah, announced with its number', async ({ page }) => {
  await page.goto('/read-quran/1#4');
  await waitForHydration(page);
  await page.keyboard.press('j');
  const fifth = page.locator('article ol > li').nth(4);
  await expect(fifth).toBeFocused();
  await expect(fifth).toContainText('Ayah 5:');
  await expect(page).toHaveURL(/\/read-quran\/1#5$/);
});

test('the footer links the accessibility statement, which says how to report a barrier', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL('/accessibility');
  await expect(page).toHaveTitle(/^Accessibility Statement \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeVisible();
  for (const heading of ['The standard we meet', 'How we test', 'Known limits', 'Report a barrier']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});
