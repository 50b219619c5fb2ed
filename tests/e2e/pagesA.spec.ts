import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, stopClockAt, test, waitForHydration } from './support/fixtures';

/** The section that a heading opens, to count what it holds. */
/*
 * Each page as it opens passes axe-core in pageKinds.spec.ts (one page of each kind, every page
 * here among them); the tests here run it again only on a state they have changed.
 */
const sectionOf = (page: Page, heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

const breadcrumbTrail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');

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
  test('shows the hero, the about section, four features, popular courses and the team', async ({ page, consoleErrors }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn the Quran and Islamic studies from home');
    await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('link', { name: 'Start Learning' }).first()).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Al-Noor Quran Academy' })).toBeVisible();
    await expect(sectionOf(page, 'Why Learn With Us').getByRole('listitem')).toHaveCount(4);
    const courses = sectionOf(page, 'Popular Courses').getByRole('article');
    await expect(courses).toHaveCount(4);
    await expect(courses.first().getByRole('link', { name: 'Quran Reading' })).toHaveAttribute('href', '/quran-reading');
    await expect(sectionOf(page, 'Meet Our Team').getByRole('listitem')).toHaveCount(6);
    expect(consoleErrors).toEqual([]);
  });

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

  test('shows the first testimonial without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const first = page.getByRole('group', { name: '1 of 4' });
    await expect(first).toContainText('Maryam Siddiqui');
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await context.close();
  });
});

test.describe('about and contact', () => {
  test('/about tells who we are, how classes work and who the team is', async ({ page, consoleErrors }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(breadcrumbTrail(page)).toHaveText(['Home', 'About Us']);
    for (const heading of ['Our Story', 'Our Mission', 'What Makes Us Different', 'How Classes Work', 'Meet Our Team']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(sectionOf(page, 'Meet Our Team').getByRole('listitem')).toHaveCount(6);
    expect(consoleErrors).toEqual([]);
  });

  test('/contact has its header and an introduction', async ({ page, consoleErrors }) => {
    await open(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(breadcrumbTrail(page)).toHaveText(['Home', 'Contact Us']);
    await expect(page.getByText(/we would love to hear from you/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('courses', () => {
  test('/courses lists the seven course cards', async ({ page, consoleErrors }) => {
    await open(page, '/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
    await expect(breadcrumbTrail(page)).toHaveText(['Home', 'Courses']);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(7);

    const reading = cards.filter({ has: page.getByRole('link', { name: 'Quran Reading' }) });
    const fiveStars = reading.getByRole('img', { name: 'Rated 5 out of 5' });
    await expect(fiveStars.locator('svg')).toHaveCount(5);
    await expect(reading).toContainText('(120 reviews)');
    // Seen as "Free" and "Flexible"; read out with their labels.
    await expect(reading.getByText('Price: Free', { exact: true })).toBeVisible();
    await expect(reading.getByText('Duration: Flexible', { exact: true })).toBeVisible();
    await expect(reading).toContainText('Qari Muhammad Abbas');
    await expect(reading).toContainText('120 Students');

    const translation = cards.filter({ has: page.getByRole('link', { name: 'Quran Translation' }) });
    await expect(translation.getByRole('img', { name: 'Rated 4 out of 5' }).locator('svg')).toHaveCount(4);
    await expect(translation).toContainText('(96 reviews)');

    await expect(cards.getByText('Price: Free', { exact: true })).toHaveCount(7);
    await expect(cards.getByText('Duration: Flexible', { exact: true })).toHaveCount(7);

    await reading.getByRole('link', { name: 'Quran Reading' }).click();
    await expect(page).toHaveURL('/quran-reading');
    await expect(page.getByRole('heading', { level: 1, name: 'Quran Reading' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  // The seven course pages are one template: the browser opens the first, and tests/built reads each as served.
  const coursePages = [['/quran-reading', 'Quran Reading']] as const;

  for (const [path, name] of coursePages) {
    test(`${path} describes the course and lists the other courses`, async ({ page, consoleErrors }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await expect(breadcrumbTrail(page)).toHaveText(['Home', 'Courses', name]);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
      for (const heading of ['What you will learn', 'Who this course is for', 'How classes work', 'Course outline', 'Good to know']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      const popular = sectionOf(page, 'Popular Courses').getByRole('article');
      await expect(popular).toHaveCount(6);
      await expect(popular.getByRole('link', { name, exact: true })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('fee structure', () => {
  test('/fee shows the plans in dollars, "only/month", and Get Admission', async ({ page, consoleErrors }) => {
    await open(page, '/fee');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeVisible();
    await expect(breadcrumbTrail(page)).toHaveText(['Home', 'Fee Structure']);
    for (const price of ['$35.00 only/month', '$40.00 only/month', '$45.00 only/month', '$60.00 only/month']) {
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Admission' })).toHaveAttribute('href', '/contact');
    expect(consoleErrors).toEqual([]);
  });

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
});

test.describe('team and testimonials', () => {
  // /instructors is the same page under a second address (tests/built, and routes.spec.ts for the server).
  for (const path of ['/Instructors']) {
    test(`${path} shows the six team members`, async ({ page, consoleErrors }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
      await expect(breadcrumbTrail(page)).toHaveText(['Home', 'Our Team']);
      const members = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(members).toHaveCount(6);
      for (const role of ['Proprietor', 'Social Media Manager', 'Audio Editor', 'Video Editor', 'Graphic Designer', 'Podcasting and Cameraman']) {
        await expect(members.getByText(role, { exact: true })).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/testimonials shows every testimonial at once', async ({ page, consoleErrors }) => {
    await open(page, '/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    await expect(breadcrumbTrail(page)).toHaveText(['Home', 'Testimonials']);
    const quotes = page.getByRole('main').getByRole('figure');
    await expect(quotes).toHaveCount(6);
    for (const quote of await quotes.all()) await expect(quote).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
