import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, stopClockAt, test, waitForHydration } from './support/fixtures';
import { seedBlogs } from './support/blogStore';
import { browserDialogs } from './support/browserDialogs';
import { owner, ownerTest, signIn } from './support/owner';

/**
 * A blog's date is shown in the visitor's own calendar and its status judged by the page's clock;
 * both come from a clock the test sets, never today's. Karachi is five hours ahead of UTC, so just
 * after its midnight the date there differs from UTC's: a card that showed the UTC date would fail.
 */
test.use({ timezoneId: 'Asia/Karachi', locale: 'en-US' });
const NEW_YEAR_IN_KARACHI = new Date('2027-01-01T00:30:00+05:00');

/** The line on /blog that confirms a save; it takes focus, so the owner hears it first. */
const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Blog saved successfully.' });

interface Draft {
  title: string;
  content: string;
  category?: string;
  tags?: string;
}

async function writeBlog(page: Page, draft: Draft) {
  await page.getByLabel('Title').fill(draft.title);
  await page.getByLabel('Content').fill(draft.content);
  await page.getByLabel('Category').fill(draft.category ?? '');
  await page.getByLabel('Tags (comma separated)').fill(draft.tags ?? '');
  await page.getByRole('button', { name: 'Save Blog' }).click();
  await expect(page).toHaveURL('/blog');
}

/** 250 characters, so the card shows the first 200 and "...". */
const longContent = 'Our new Tajweed evening class starts after Eid. Students learn the rules of noon saakin, meem saakin and madd, with live recitation practice and feedback from a qualified teacher. Classes are online, in small groups, at times that suit families abroad.'.padEnd(250, '.').slice(0, 250);

test('/write sends a visitor who is not signed in to /login, asking to come back', async ({ page, consoleErrors }) => {
  await page.goto('/write');
  await expect(page).toHaveURL('/login?from=%2Fwrite');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb.getByText('Login')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByPlaceholder('Enter your username')).toBeVisible();
  await expect(page.getByPlaceholder('Enter your password')).toHaveAttribute('type', 'password');
  await expect(page.getByText('blogs are stored in this browser only')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('signing in after being sent from /write returns there; a return address elsewhere is not followed', async ({ page }) => {
  await page.goto('/write');
  await expect(page).toHaveURL('/login?from=%2Fwrite');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/write');
  await expect(page.getByRole('heading', { level: 1, name: 'Write a New Blog' })).toBeVisible();

  // Addresses a phishing link could carry, which the browser would read as another host (the unit
  // tests of returnPath try many more).
  for (const from of ['%2F%2Fattacker.example%2Fwrite', '%2F%09%2Fattacker.example%2Flogin']) {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto(`/login?from=${from}`);
    await waitForHydration(page);
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page, from).toHaveURL('/write');
  }
});

// What the server draws of /write before any script runs is read in the built page (tests/built/site.test.ts).

test('a wrong password says "Invalid credentials" in the page, focus stays on Login, and no dialog opens', async ({ page }) => {
  const messages = browserDialogs(page);
  await signIn(page, `${owner.password}-wrong`);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveValue(owner.username);
  await expect(page).toHaveURL('/login');
  // The refusal above is the sign-in's last step: a dialog it opened would have come before it.
  expect(messages).toEqual([]);
});

test('while signing in, the Login button stays focused (aria-disabled) and says so; then the next page opens', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The store's code loads on the first sign-in: holding it keeps the form busy for as long as needed.
  await page.route(/\/assets\/openLocalStore-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const messages = browserDialogs(page);
  await signIn(page);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toHaveAttribute('aria-disabled', 'true');
  await expect(login).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Signing in...' })).toBeVisible();
  // Pressed again while busy: nothing more happens (Playwright's click would wait for the button to be enabled).
  await page.keyboard.press('Enter');
  release();
  await expect(page).toHaveURL('/write');
  expect(messages).toEqual([]);
});

test('an empty login lists what is missing at the top, focused; its links move focus to the fields', async ({ page }) => {
  const messages = browserDialogs(page);
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Password').fill('typed');
  await page.getByRole('button', { name: 'Login' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText(['Enter your username']);
  await expect(page.locator(':focus')).toContainText('There is a problem');
  const username = page.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Error: Enter your username');
  await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Password')).toHaveValue('typed');
  await summary.getByRole('link', { name: 'Enter your username' }).click();
  await expect(username).toBeFocused();
  await expectNoAxeViolations(page);
  expect(messages).toEqual([]);
});

ownerTest('the owner writes a long blog with no date, and /blog shows its preview, the full text and its status', async ({ page, consoleErrors }) => {
  // axe-core over four states of two pages: it took 24 s of its 30 on a quiet two-core machine.
  test.slow();
  const messages = browserDialogs(page);
  await page.clock.setFixedTime(NEW_YEAR_IN_KARACHI);
  await page.goto('/write');
  await expect(page.getByRole('heading', { level: 1, name: 'Write a New Blog' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Write Blog')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Blog Date')).toHaveValue('');
  await expectNoAxeViolations(page);

  await writeBlog(page, { title: 'Tajweed evening class', content: longContent, category: 'Courses', tags: 'tajweed, evening' });
  await expect(savedStatus(page)).toBeFocused();
  expect(messages).toEqual([]);

  await expect(page.getByText('Blogs', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Blogs' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Tajweed evening class' });
  await expect(card.getByRole('heading', { level: 3, name: 'Tajweed evening class' })).toBeVisible();
  await expect(card.getByText(`Details: ${longContent.slice(0, 200)}...`)).toBeVisible();
  await expect(card.getByText(longContent)).toHaveCount(0);
  await expect(card.getByText('Author: Ali', { exact: true })).toBeVisible();
  await expect(card.getByText('Category: Courses', { exact: true })).toBeVisible();
  // A blog without a date of its own takes the day it was written, in the owner's calendar, written as the page's language writes dates (en-GB).
  await expect(card.locator('time')).toHaveText('01/01/2027');
  // Twice on the card: over the image (for the eye) and in the footer (read out as "Status: Active").
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Status: Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Expired', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('img')).toHaveCount(0);
  await expect(card.locator('img')).toHaveAttribute('src', /^\/img\/announce[1-5]\.jpg$/);

  const readMore = card.getByRole('button', { name: 'Read More' });
  await readMore.click();
  const dialog = page.getByRole('dialog', { name: 'Full Content' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(longContent)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();

  await readMore.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

ownerTest('blog text that looks like HTML is shown as text and runs nothing', async ({ page, consoleErrors }) => {
  const messages = browserDialogs(page);
  const content = 'Before <img src=x onerror=alert(1)> after';
  await page.goto('/write');
  await writeBlog(page, { title: '<b>Not bold</b>', content });
  const card = page.getByRole('article').filter({ hasText: 'Not bold' });
  await expect(card.getByRole('heading', { name: '<b>Not bold</b>' })).toBeVisible();
  await expect(card.getByText(`Details: ${content}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Read More' })).toHaveCount(0);
  await expect(card.getByText('Category: Unknown Category', { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"], b')).toHaveCount(0);
  await expect(savedStatus(page)).toBeVisible();
  expect(messages).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * Blogs already in the store, the last written an hour before the page's clock: the count of five
 * written one by one through the form is the owner's journey in blogManage.spec.ts.
 */
async function alreadyWritten(page: Page, count: number) {
  await page.clock.setFixedTime(NEW_YEAR_IN_KARACHI);
  const titles = Array.from({ length: count }, (_, index) => `Notice ${index + 1}`);
  await seedBlogs(page, titles, NEW_YEAR_IN_KARACHI.getTime() - count * 60 * 60 * 1000);
}

ownerTest('after five blogs the button reads "Limit Reached (5 blogs)", stays focusable (aria-disabled) and saves nothing', async ({ page }) => {
  const messages = browserDialogs(page);
  await alreadyWritten(page, 5);
  await page.goto('/write');
  const button = page.getByRole('button', { name: 'Limit Reached (5 blogs)' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
  await expect(page.getByRole('button', { name: 'Save Blog' })).toHaveCount(0);
  await page.getByLabel('Title').fill('Sixth');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();
  await expect(page).toHaveURL('/write');
  expect(messages).toEqual([]);

  // Nothing was saved: the list still holds the five.
  await page.goto('/blog');
  await expect(page.getByRole('article')).toHaveCount(5);
  await expectNoAxeViolations(page);
});

ownerTest('a save that fails says "Error saving blog: ..." in the page, keeps focus on the button and what was typed', async ({ page }) => {
  const messages = browserDialogs(page);
  await page.goto('/write');
  await expect(page.getByRole('button', { name: 'Save Blog' })).toBeEnabled();
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.getByLabel('Title').fill('Kept title');
  await page.getByLabel('Content').fill('Kept content');
  await page.getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error saving blog: The quota has been exceeded.');
  await expect(page.getByRole('button', { name: 'Save Blog' })).toBeFocused();
  expect(messages).toEqual([]);
  await expect(page).toHaveURL('/write');
  await expect(page.getByLabel('Title')).toHaveValue('Kept title');
  await expect(page.getByLabel('Content')).toHaveValue('Kept content');
});

ownerTest('a blog added elsewhere after the page loaded still cannot make a sixth: the alert line says so', async ({ page, context }) => {
  const messages = browserDialogs(page);
  await alreadyWritten(page, 4);
  await page.goto('/write');
  await expect(page.getByText('4 of 5 blogs used')).toBeVisible();

  const other = await context.newPage();
  const otherMessages = browserDialogs(other);
  await other.goto('/write');
  await writeBlog(other, { title: 'Notice from another tab', content: 'Text.' });

  await page.getByLabel('Title').fill('One too many');
  await page.getByRole('button', { name: 'Save Blog' }).click();
  const limit = page.getByRole('button', { name: 'Limit Reached (5 blogs)' });
  await expect(limit).toHaveAttribute('aria-disabled', 'true');
  await expect(limit).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText('You can only add 5 blogs at a time.');
  expect([...messages, ...otherMessages]).toEqual([]);
  await expect(page.getByLabel('Title')).toHaveValue('One too many');
  await page.goto('/blog');
  await expect(page.getByRole('article')).toHaveCount(5);
});

ownerTest('signing out ends access to /write', async ({ page }) => {
  await page.goto('/write');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/write');
  await expect(page).toHaveURL('/login?from=%2Fwrite');
});

// The served page says "Loading blogs..." until the island reads the store (tests/built/site.test.ts).
test('/blog says that there are no blogs when the store is empty', async ({ page, consoleErrors }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page.getByRole('status').getByText('No blogs found.')).toBeVisible();
  await expect(page.getByText('Blogs are stored in this browser only.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('an expired blog is marked Expired in red, an active one Active in green, in words too', async ({ page }) => {
  // The page's clock stands between the two expiries, a minute apart on the same day.
  await page.clock.setFixedTime(new Date('2024-02-09T09:00:30.000Z'));
  const blog = (title: string, expiryDate: string) => ({
    title,
    content: 'A notice.',
    category: 'News',
    tags: '',
    imageUrl: 'announce2.jpg',
    author: '',
    date: '2024-01-10T09:00:00.000Z',
    expiryDate,
  });
  const stored = {
    '-NzAAAAAAAAAAAAAAAA1': blog('Ended half a minute ago', '2024-02-09T09:00:00.000Z'),
    '-NzAAAAAAAAAAAAAAAA2': blog('Ends in half a minute', '2024-02-09T09:01:00.000Z'),
  };
  await page.addInitScript((value) => window.localStorage.setItem('academy.blog.entries', value), JSON.stringify(stored));
  await page.goto('/blog');
  const expired = page.getByRole('article').filter({ hasText: 'Ended half a minute ago' });
  const active = page.getByRole('article').filter({ hasText: 'Ends in half a minute' });
  await expect(expired.getByText('Status: Expired')).toBeVisible();
  await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
  await expect(expired.getByText('Author: Unknown Author')).toBeVisible();
  await expect(active.getByText('Status: Active')).toBeVisible();
  await expect(expired.getByText('Status: Expired')).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(active.getByText('Status: Active')).toHaveCSS('color', 'rgb(20, 108, 46)');
  await expectNoAxeViolations(page);
});

test('damaged blogs in the browser store show an error, not a broken page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('academy.blog.entries', '{oops'));
  await page.goto('/blog');
  await expect(page.getByRole('alert')).toContainText('The blogs could not be loaded');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Blogs' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * The browser's own run of what the unit tests show with a fake store: the real bundle, a store whose
 * code never arrives (as with a blocked database), the page's clock moved on by hand, and focus as
 * Chromium moves it when the Try again button goes away.
 */
test('a store that does not answer: after 8 s an error and Try again; the late answer still shows, focus on its status', async ({ page }) => {
  await stopClockAt(page, NEW_YEAR_IN_KARACHI);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/openLocalStore-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/blog');
  // The page's clock runs only when told: enough for the island to wake and start reading.
  await page.clock.runFor(500);
  await waitForHydration(page);
  const status = page.getByRole('status').filter({ hasText: /./ });
  await expect(status).toHaveText('Loading blogs...');
  await page.clock.runFor(7_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('alert')).toHaveText('The blogs could not be loaded: there was no answer within 8 seconds.');
  const retry = page.getByRole('button', { name: 'Try again' });
  // axe-core paces its work with timers, so the clock runs on from here: the rest does not wait on it.
  await page.clock.resume();
  await expectNoAxeViolations(page);

  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Trying again to load the blogs...');
  await expect(retry).toHaveAttribute('aria-disabled', 'true');
  await expect(retry).toBeFocused();

  release();
  await expect(page.getByRole('status').filter({ hasText: 'No blogs found.' })).toBeFocused();
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
