import type { Page } from '@playwright/test';
import { loadSite } from '../../scripts/engine/content/loadSite';
import { sampleSurahPages } from '../../scripts/tools/a11y/routes';
import { ownerPaths } from '../support/writtenRoutes';
import { expect, test, waitForHydration } from './support/fixtures';
import { signIn } from './support/owner';

/** The owner's pages send a visitor to the login page as soon as they hydrate: they are measured as their owner sees them. */
const ownerPages = ownerPaths();

// Every page as built, the ones the templates make included; the not-found page is not a route.
const routes = sampleSurahPages(loadSite(process.cwd()).data!.routes.filter((route) => route.path !== '*'));

/** The pages with cards and badges that have run out of room before: products, the shop, books, the team, events. */
const cardBlocks = new Set(['product-links', 'shop', 'book-library', 'team', 'events']);
const cardRoutes = routes.filter((route) => route.blocks.some((block) => cardBlocks.has(block.type))).map((route) => route.path);

/**
 * Texts in Arabic script that no element marks as Arabic or Urdu: each is the text's first words
 * and the nearest language the page gives it.
 */
function unmarkedArabic(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The islands' data and the styles are not text anyone reads.
      if (!arabic.test(node.textContent ?? '') || node.parentElement?.closest('script, style, template')) continue;
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!/^(ar|ur)\b/.test(lang)) found.push(`"${node.textContent!.trim().slice(0, 30)}" in ${node.parentElement?.tagName.toLowerCase()} (lang="${lang}")`);
    }
    return found;
  });
}

/**
 * Text that is cut: a line of text outside a box that hides its overflow (a card with rounded
 * corners, say), or past the side of the screen. Only the main content: the header is checked with
 * the menu. Left out: text hidden on purpose for screen readers (in a box of 1 px), and the slides
 * of a carousel that are not shown.
 */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const screenWidth = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('script, style, [aria-roledescription="slide"][aria-hidden="true"]')) continue;
      const boxes: HTMLElement[] = [];
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) boxes.push(box);
      if (boxes.some((box) => box.getBoundingClientRect().width <= 1 || box.getBoundingClientRect().height <= 1)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (!text.width) continue;
      const label = `"${node.textContent.trim().slice(0, 40)}"`;
      if (text.left < -1 || text.right > screenWidth + 1) found.add(`${label} runs past the side of the screen`);
      for (const box of boxes) {
        const edges = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        const clips = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
        if (clips && (text.left < edges.left - 1 || text.right > edges.right + 1 || text.top < edges.top - 1 || text.bottom > edges.bottom + 1)) {
          found.add(`${label} is cut by its ${box.tagName.toLowerCase()}`);
          break;
        }
      }
    }
    return [...found];
  });
}

/** Each event's date badge: the content it needs against the room it has. */
function badgeOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main article > [aria-hidden="true"]')]
      .filter((badge) => badge.scrollHeight > badge.clientHeight + 1 || badge.scrollWidth > badge.clientWidth + 1)
      .map((badge) => `${badge.textContent}: needs ${badge.scrollWidth} × ${badge.scrollHeight}, has ${badge.clientWidth} × ${badge.clientHeight}`),
  );
}

test.describe('Arabic text carries its language', () => {
  for (const { path } of routes) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // A page that sends a visitor on (the editor, to sign in) is read once it has settled.
      await expect.poll(() => unmarkedArabic(page).catch((error: unknown) => [error instanceof Error ? error.message : String(error)])).toEqual([]);
    });
  }

  test("in the Quran's index, every surah's Arabic name, before any script runs too", async ({ page }) => {
    await page.goto('/read-quran');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: / ayat · / })).toHaveCount(114);
    const served = await (await page.request.get('/read-quran')).text();
    expect(served.match(/<span lang="ar" dir="rtl"[^>]*>[\u0600-\u06FF][^<]*<\/span>/g)).toHaveLength(114);
    expect(await unmarkedArabic(page)).toEqual([]);
  });
});

test.describe('text doubled on a phone (32 px root font size, 390 px wide)', () => {
  // The added style sheet is the test's own; the site's Content Security Policy would refuse it.
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  for (const path of cardRoutes) {
    test(`cuts no text on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.addStyleTag({ content: 'html { font-size: 32px !important; }' });
      await page.evaluate(() => document.fonts.ready);
      expect(await cutTexts(page)).toEqual([]);
      expect(await badgeOverflow(page)).toEqual([]);
    });
  }
});

test.describe('text doubled on a phone, every page', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  for (const path of [...routes.map((route) => route.path), '/404.html']) {
    test(`${path} never scrolls sideways`, async ({ page }) => {
      if (ownerPages.has(path)) {
        await signIn(page);
        await page.waitForURL((url) => url.pathname !== '/login');
      }
      await page.goto(path);
      if (ownerPages.has(path)) {
        await waitForHydration(page);
        await expect(page.getByText('Checking sign-in...')).toHaveCount(0);
      }
      await page.addStyleTag({ content: 'html { font-size: 32px !important; }' });
      await page.evaluate(() => document.fonts.ready);
      // Wide data tables scroll inside their own region, which the page's width does not count.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('WCAG text spacing on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  // The spacing of WCAG 2.2's success criterion 1.4.12, as its bookmarklet sets it.
  const spacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
    p { margin-bottom: 2em !important; }`;

  for (const path of cardRoutes) {
    test(`cuts no text on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.addStyleTag({ content: spacing });
      await page.evaluate(() => document.fonts.ready);
      expect(await cutTexts(page)).toEqual([]);
      expect(await badgeOverflow(page)).toEqual([]);
    });
  }
});

test('Escape closes the book dialog while the document view has focus', async ({ page }) => {
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

test('from inside the PDF viewer, the Close button is always shown and a Tab round away', async ({ page }) => {
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
