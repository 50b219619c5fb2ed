import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

const books = [
  { id: 'colour-quran', title: 'Colour Quran' },
  { id: 'noorani-qaida', title: 'Noorani Qaida' },
  { id: 'tajweed', title: 'Tajweed' },
  { id: 'deenyaat-1', title: 'Deenyaat 1' },
  { id: 'deenyaat-2', title: 'Deenyaat 2' },
];

async function openLibrary(page: Page) {
  await page.goto('/books');
  await waitForHydration(page);
}

/** The dialog's box and the window's size, to tell maximized from restored. */
async function geometry(page: Page) {
  const box = (await page.getByRole('dialog').boundingBox())!;
  const viewport = page.viewportSize()!;
  return { box, viewport };
}

test('the library lists the five books, each with a cover, Read and Download', async ({ page, consoleErrors }) => {
  await openLibrary(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  const main = page.getByRole('main');
  for (const { id, title } of books) {
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(main.getByRole('img', { name: new RegExp(`^Cover of (the )?${title}`) })).toBeVisible();
    await expect(main.getByRole('button', { name: `Read ${title}` })).toBeVisible();
    const download = main.getByRole('link', { name: `Download ${title} (PDF)` });
    await expect(download).toHaveAttribute('href', `/books/${id}.pdf`);
    await expect(download).toHaveAttribute('download', '');
  }
  expect(consoleErrors).toEqual([]);
});

test('every Download link points to a PDF the server sends', async ({ page, request }) => {
  await openLibrary(page);
  const hrefs = await page.getByRole('main').getByRole('link', { name: /^Download / }).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs).toEqual(books.map(({ id }) => `/books/${id}.pdf`));
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }
});

test('Read opens a maximized dialog named by the book, which restores, maximizes and closes on Escape', { tag: '@pdf-viewer' }, async ({ page, consoleErrors }) => {
  await openLibrary(page);
  const read = page.getByRole('button', { name: 'Read Noorani Qaida' });
  await read.click();

  const dialog = page.getByRole('dialog', { name: 'Noorani Qaida' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', '/books/noorani-qaida.pdf#view=FitH');
  await expect(dialog.locator('iframe')).toHaveAttribute('title', 'Noorani Qaida (PDF)');
  await expect(dialog.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/books/noorani-qaida.pdf');
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('download', '');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  let { box, viewport } = await geometry(page);
  expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByRole('button', { name: 'Maximize' })).toBeFocused();
  ({ box, viewport } = await geometry(page));
  expect(box.width).toBeLessThan(viewport.width);
  expect(box.height).toBeLessThan(viewport.height);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Maximize' }).click();
  ({ box, viewport } = await geometry(page));
  expect(box.width).toBe(viewport.width);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(read).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('the close button closes the dialog and gives focus back to Read; the next book opens maximized', { tag: '@pdf-viewer' }, async ({ page }) => {
  await openLibrary(page);
  const read = page.getByRole('button', { name: 'Read Deenyaat 2' });
  await read.click();
  const dialog = page.getByRole('dialog', { name: 'Deenyaat 2' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(read).toBeFocused();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: 'Read Tajweed' }).click();
  await expect(page.getByRole('dialog', { name: 'Tajweed' }).getByRole('button', { name: 'Restore' })).toBeVisible();
});

/** Opens the Colour Quran and waits, as a reader would, for the book to appear: Chromium's PDF viewer takes focus only once loaded. */
async function openColourQuran(page: Page) {
  await openLibrary(page);
  await page.getByRole('button', { name: 'Read Colour Quran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Colour Quran' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect.poll(() => page.frames().some((frame) => frame.url().endsWith('/books/colour-quran.pdf#view=FitH'))).toBe(true);
  await page.frames().find((frame) => frame.url().includes('/books/colour-quran.pdf'))!.waitForLoadState('load');
  const insideDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
  return { dialog, insideDialog };
}

test('focus stays inside the open dialog, both ways round', { tag: '@pdf-viewer' }, async ({ page }) => {
  const { insideDialog } = await openColourQuran(page);
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await insideDialog(), `after ${key}`).toBe(true);
  }
});

// A page of its own: Chromium's PDF viewer answers a key a moment after it, so no earlier key may still be on its way.
test('Shift+Tab from the first control wraps to the document view, and Tab through the viewer comes back round', { tag: '@pdf-viewer' }, async ({ page }) => {
  const { dialog, insideDialog } = await openColourQuran(page);
  const first = dialog.getByRole('link', { name: 'Open in new tab' });
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator('iframe')).toBeFocused();
  await expectNoAxeViolations(page);

  let presses = 0;
  while (presses < 40 && !(await first.evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses++;
    expect(await insideDialog(), `after Tab ${presses}`).toBe(true);
  }
  await expect(first).toBeFocused();
});

test.describe('a browser that shows no PDF inside a page', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('offers to open or download the book instead', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }));
    await openLibrary(page);
    await page.getByRole('button', { name: 'Read Tajweed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tajweed' });
    await expect(dialog.getByText('This browser cannot show the book inside the page.')).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Open the book' })).toHaveAttribute('href', '/books/tajweed.pdf');
    await expect(dialog.getByRole('link', { name: 'Download', exact: true }).first()).toHaveAttribute('download', '');
    const { box, viewport } = await geometry(page);
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page);
  });
});
