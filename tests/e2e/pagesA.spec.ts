import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, stopClockAt, test, waitForHydration } from './support/fixtures';

/*
 * What only a browser can tell on the home, course list and fee pages: the testimonials turning, the
 * currency switch, a click on a course card. What these pages and the about, contact, team and
 * testimonials pages hold as served (headings, texts, links, counts) is read in
 * tests/built/pages.test.ts, and each course page in tests/built/coursePages.test.ts. Each page as
 * it opens runs clean and passes axe-core in pageKinds.spec.ts where it is among the pages that hold
 * every block (the others are of the same blocks); the tests here run axe-core again only on a
 * state they have changed.
 */

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** Which dot is marked current, 1-based. */
async function activeDot(carousel: Locator): Promise<number> {
  const dots = carousel.getByRole('button', { name: /^Show testimonial/ });
  const states = await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

/** A testimonial shows for three seconds, and the slide to the next takes half of one. */
const ROTATION_MS = 3000;
const SLIDE_MS = 500;

/** Pointer and focus away from the carousel, which otherwise holds it still. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The home page on a stopped clock, which only the test moves on. */
async function openHomeOnStoppedClock(page: Page) {
  await stopClockAt(page, new Date('2026-03-01T09:00:00Z'));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Islands wake once the page has been painted: a frame and a timer, on the page's clock.
  await page.clock.runFor(100);
  await waitForHydration(page);
}

/**
 * Until the slider is ready the carousel cannot move; once it rotates, its slides stop being
 * announced (aria-live off), which tells the test its clock can be moved on.
 */
const expectRotating = (carousel: Locator) => expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');

test.describe('home', () => {
  test('rotates the four testimonials, and the pause button stops and resumes it', async ({ page, consoleErrors }) => {
    await openHomeOnStoppedClock(page);
    const carousel = page.getByRole('region', { name: 'What Our Students Say' });
    await expect(carousel.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(4);
    await expect(carousel.getByRole('button', { name: /previous|next/i })).toHaveCount(0);

    await leaveCarousel(page);
    await expectRotating(carousel);
    await page.clock.runFor(ROTATION_MS + SLIDE_MS);
    await expect.poll(() => activeDot(carousel)).toBe(2);

    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await leaveCarousel(page);
    const paused = await activeDot(carousel);
    await page.clock.runFor(3 * ROTATION_MS);
    expect(await activeDot(carousel)).toBe(paused);

    await carousel.getByRole('button', { name: 'Play testimonials' }).click();
    await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
    await leaveCarousel(page);
    await expectRotating(carousel);
    await page.clock.runFor(ROTATION_MS + SLIDE_MS);
    await expect.poll(() => activeDot(carousel)).not.toBe(paused);
    expect(consoleErrors).toEqual([]);
  });

  test('a dot shows its testimonial', async ({ page }) => {
    await openHomeOnStoppedClock(page);
    const carousel = page.getByRole('region', { name: 'What Our Students Say' });
    await leaveCarousel(page);
    await expectRotating(carousel);
    await carousel.getByRole('button', { name: 'Show testimonial 3' }).click();
    await page.clock.runFor(SLIDE_MS);
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    const third = carousel.getByRole('group', { name: '3 of 4' });
    await expect(third).toContainText('Sana Hussain');
    await expect(third).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toHaveCount(0);
  });

  test('does not rotate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHomeOnStoppedClock(page);
    const carousel = page.getByRole('region', { name: 'What Our Students Say' });
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(3 * ROTATION_MS);
    expect(await activeDot(carousel)).toBe(1);
  });

  // That this slide holds the first testimonial is read in the served page (tests/built/pages.test.ts).
  test('shows the first testimonial without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const first = page.getByRole('group', { name: '1 of 4' });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await context.close();
  });
});

test.describe('courses', () => {
  test("/courses: a course card's link opens the course's page", async ({ page, consoleErrors }) => {
    await open(page, '/courses');
    await page.getByRole('main').getByRole('article').getByRole('link', { name: 'Quran Reading' }).click();
    await expect(page).toHaveURL('/quran-reading');
    await expect(page.getByRole('heading', { level: 1, name: 'Quran Reading' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('fee structure', () => {
  test('the currency switch changes the prices shown', async ({ page }) => {
    await open(page, '/fee');
    const eight = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '8 Classes' }) });
    await expect(page.getByRole('radio', { name: /^USD/ })).toBeChecked();
    await expect(eight).toContainText('$40.00 only/month');

    await page.getByRole('radio', { name: /^UK/ }).check();
    await expect(eight).toContainText('£28.00 only/month');
    await expect(page.getByText('$40.00 only/month')).toHaveCount(0);

    // A radio group: arrow keys move the choice.
    await page.getByRole('radio', { name: /^UK/ }).press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^AUD/ })).toBeChecked();
    await expect(eight).toContainText('A$40.00 only/month');

    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row', { name: /^20 / })).toHaveText(/20\s*\$60\.00\s*C\$60\.00\s*£45\.00\s*A\$60\.00\s*€45\.00/);
    await expectNoAxeViolations(page);
  });

  test('a visitor who only reads loads no script for the switch; a currency pressed before it wakes is chosen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/fee');
    expect(response?.status()).toBe(200);
    // Past the moment an island woken at load would have asked for its script: the load event, a frame, a timer.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(done, 100)), 0))));
    expect(scripts.filter((path) => path.includes('/Pricing.client-'))).toEqual([]);

    const eight = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '8 Classes' }) });
    await page.getByRole('radio', { name: /^UK/ }).click();
    await expect(page.getByRole('radio', { name: /^UK/ })).toBeChecked();
    await expect(eight).toContainText('£28.00 only/month');
    expect(scripts.filter((path) => path.includes('/Pricing.client-'))).toHaveLength(1);
  });
});
