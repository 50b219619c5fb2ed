import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, stopClockAt, test, waitForHydration } from './support/fixtures';

/*
 * Reading that follows the reader, on a stopped clock that only the test moves: the ayah at the
 * reading line is marked, and auto-scroll moves the text at its pace in the page's own time.
 */

const ayah = (page: Page, number: number) => page.getByRole('article').getByRole('listitem').nth(number - 1);
/** The ayah the page marks as the one being read. */
const marked = (page: Page) => page.evaluate(() => Number(document.querySelector('article [data-reading]')?.id));
const scrolled = (page: Page) => page.evaluate(() => window.scrollY);
const autoScroll = (page: Page) => page.getByRole('button', { name: 'Auto-scroll' });
const status = (page: Page) => page.getByRole('group', { name: 'Hands-free scrolling' }).getByRole('status');

async function openOnStoppedClock(page: Page, path: string) {
  await page.goto(path);
  // Islands wake once the page has been painted: a frame and a timer, on the page's clock.
  await page.clock.runFor(100);
  await waitForHydration(page);
  // The hands-free controls are fetched once the island has hydrated, and shown on the page's clock.
  await expect
    .poll(async () => {
      await page.clock.runFor(300);
      return autoScroll(page).isVisible();
    })
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await stopClockAt(page, new Date('2026-03-01T09:00:00Z'));
});

test('auto-scroll moves the text at its pace, the mark follows, a key pauses it, and Continue reading opens the marked ayah', async ({ page, consoleErrors }) => {
  await openOnStoppedClock(page, '/read-quran/2#5');
  expect(await marked(page)).toBe(5);
  const lineHeight = await ayah(page, 1).getByRole('paragraph').evaluate((text) => parseFloat(getComputedStyle(text).lineHeight));
  const start = await scrolled(page);

  await autoScroll(page).click();
  await expect(autoScroll(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('Scrolling, 10 lines a minute');
  // A minute of the page's time at 10 lines a minute: 10 lines, less what is carried to the next
  // frame (under a pixel, the scroll moving by whole pixels) and the last frame's part of the minute.
  await page.clock.runFor(60_000);
  expect(Math.abs((await scrolled(page)) - (start + 10 * lineHeight))).toBeLessThan(1.5);
  await expect.poll(() => marked(page)).toBeGreaterThan(5);
  await expect(page.locator('article [data-reading]')).toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText('Paused by a key');
  await expect(autoScroll(page)).toHaveAttribute('aria-pressed', 'false');
  const paused = await scrolled(page);
  await page.clock.runFor(5_000);
  expect(await scrolled(page)).toBe(paused);
  const read = await marked(page);

  await page.goto('/read-quran');
  await page.clock.runFor(100);
  await waitForHydration(page);
  await page.getByRole('link', { name: `Continue reading: Al-Baqarah, ayah ${read}` }).click();
  await expect(page).toHaveURL(`/read-quran/2#${read}`);
  await page.clock.runFor(100);
  await waitForHydration(page);
  expect(await marked(page)).toBe(read);
  await expect(ayah(page, read)).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test('S starts and stops it, + and - change its pace (kept for the next visit), a tap pauses it, and the screen stays on only while it runs', async ({ page, consoleErrors }) => {
  // A stand-in for the Screen Wake Lock API that counts the locks held.
  await page.addInitScript(() => {
    const held = { count: 0 };
    Object.assign(window, { screenLocks: held });
    Object.defineProperty(Navigator.prototype, 'wakeLock', {
      get: () => ({
        request: () => {
          held.count++;
          let released = false;
          return Promise.resolve({
            get released() {
              return released;
            },
            release: () => {
              if (!released) held.count--;
              released = true;
              return Promise.resolve();
            },
          });
        },
      }),
    });
  });
  const locksHeld = () => page.evaluate(() => (window as unknown as { screenLocks: { count: number } }).screenLocks.count);
  await openOnStoppedClock(page, '/read-quran/67');
  expect(await locksHeld()).toBe(0);

  await page.keyboard.press('s');
  await expect(status(page)).toHaveText('Scrolling, 10 lines a minute');
  await expect.poll(locksHeld).toBe(1);
  await page.keyboard.press('+');
  await expect(status(page)).toHaveText('Scrolling, 12 lines a minute');
  await page.clock.runFor(10_000);
  expect(await scrolled(page)).toBeGreaterThan(0);

  await page.keyboard.press('s');
  await expect(status(page)).toHaveText('Stopped');
  await expect.poll(locksHeld).toBe(0);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(status(page)).toHaveText('Pace: 8 lines a minute');

  await autoScroll(page).click();
  await expect.poll(locksHeld).toBe(1);
  // A tap on the text, where it starts (its right edge): not on the ayah's number, a link to its own page.
  const tapped = (await ayah(page, await marked(page)).boundingBox())!;
  await page.mouse.click(tapped.x + tapped.width - 16, tapped.y + 12);
  await expect(status(page)).toHaveText('Paused by a tap or a click');
  await expect.poll(locksHeld).toBe(0);
  // axe waits on timers of its own: the clock runs on from here, with nothing left to scroll.
  await page.clock.resume();
  await expectNoAxeViolations(page);

  await page.reload();
  await page.clock.runFor(100);
  await waitForHydration(page);
  await page.getByText('Reading settings and keyboard shortcuts').click();
  await expect(page.getByRole('combobox', { name: 'Auto-scroll pace' })).toHaveValue('8');
  await expect(page.getByText(/S start or stop auto-scroll, \+ and - faster and slower/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the marked ayah keeps its bar and outline in forced colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openOnStoppedClock(page, '/read-quran/2');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => marked(page)).toBeGreaterThan(1);
  const mark = await page.locator('article [data-reading]').evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, outlineWidth: style.outlineWidth, bar: style.borderInlineStartWidth, barColour: style.borderInlineStartColor };
  });
  expect(mark).toMatchObject({ outline: 'solid', outlineWidth: '2px', bar: '6px' });
  expect(mark.barColour).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
});
