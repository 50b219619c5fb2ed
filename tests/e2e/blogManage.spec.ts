import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { browserDialogs } from './support/browserDialogs';
import { EXPIRY_MS, seedBlogs } from './support/blogStore';
import { owner, ownerTest } from './support/owner';

/**
 * The owner's blog, five at a time, in the local store (the default build): write five, meet the
 * limit, delete one, write the sixth, edit a title, and what a visitor sees of it. Dates and the
 * Active or Expired status come from the page's clock, set by the test.
 */

/** 2025-03-01 09:00 UTC, the morning the first blog is written; each later one an hour after the last. */
const START = Date.UTC(2025, 2, 1, 9);
const HOUR = 60 * 60 * 1000;
const iso = (time: number) => new Date(time).toISOString();

async function writeBlog(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill(`About the ${title.toLowerCase()} notice.`);
  await page.getByLabel('Category').fill('News');
  await page.getByRole('button', { name: 'Save Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('status').filter({ hasText: 'Blog saved successfully.' })).toBeVisible();
}

/** The rows of the owner's list: one list item per blog, each headed by its title. */
const rowsOf = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
const rowOf = (page: Page, title: string) => rowsOf(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** Blogs already in the store, the first written at START. */
const seed = (page: Page, titles: string[]) => seedBlogs(page, titles, START);

ownerTest("the owner's journey: five blogs, the limit, a delete, the sixth, an edit; then what a visitor sees", async ({ page, consoleErrors }) => {
  // Three blogs written through the form and axe-core over six states: on a busy two-core machine
  // this takes most of a minute, so it has the time of three tests.
  test.slow();
  const messages = browserDialogs(page);
  // Three already written, the first at START; the fourth and fifth are written here, through the
  // form, each an hour after the last, and the count goes up with each.
  const titles = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
  await seed(page, titles.slice(0, 3));
  for (const [index, title] of titles.entries()) {
    if (index < 3) continue;
    await page.clock.setFixedTime(START + index * HOUR);
    await page.goto('/write');
    await expect(page.getByText(`${index} of 5 blogs used`)).toBeVisible();
    await writeBlog(page, title);
  }

  // The limit: the write page says so, and where to make room.
  await page.goto('/write');
  await expect(page.getByRole('button', { name: 'Limit Reached (5 blogs)' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('You can only add 5 blogs at a time. Delete an old blog to write a new one.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Delete an old blog to write a new one' }).click();

  await expect(page).toHaveURL('/manage-blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Manage Blogs')).toHaveAttribute('aria-current', 'page');
  const rows = rowsOf(page);
  await expect(rows.getByRole('heading', { level: 3 })).toHaveText(titles);
  await expect(page.getByText('5 of 5 blogs used')).toBeVisible();
  await expect(page.getByText('You can only add 5 blogs at a time. Delete an old blog to write a new one.')).toBeVisible();
  for (const [index, title] of titles.entries()) {
    await expect(rowOf(page, title)).toContainText('Status: Active');
    await expect(rowOf(page, title).locator('time')).toHaveAttribute('datetime', iso(START + index * HOUR));
  }
  await expectNoAxeViolations(page);

  // Delete, asked first in a modal dialog: Escape cancels and focus returns to the button.
  const deleteFirst = page.getByRole('button', { name: 'Delete “First”', exact: true });
  await deleteFirst.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this blog?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('“First” will be removed from the blog for good.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(deleteFirst).toBeFocused();
  await expect(rows).toHaveCount(5);

  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete blog' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rows.getByRole('heading', { level: 3 })).toHaveText(['Second', 'Third', 'Fourth', 'Fifth']);
  await expect(page.getByRole('status').filter({ hasText: 'Deleted “First”. A place is free for a new blog.' })).toBeVisible();
  // Focus moves on to the next row, never back to the top of the page.
  await expect(page.getByRole('button', { name: 'Delete “Second”', exact: true })).toBeFocused();
  await expect(page.getByText('4 of 5 blogs used')).toBeVisible();
  await expect(page.getByText('You can only add 5 blogs at a time.')).toHaveCount(0);

  // The freed place takes a sixth blog.
  await page.clock.setFixedTime(START + 5 * HOUR);
  await page.getByRole('link', { name: 'Write a new blog' }).click();
  await expect(page).toHaveURL('/write');
  await expect(page.getByText('4 of 5 blogs used')).toBeVisible();
  await writeBlog(page, 'Sixth');

  // Edit a title: the dialog starts on the Title field; the date stays the one the blog was written on.
  await page.goto('/manage-blogs');
  const editSecond = page.getByRole('button', { name: 'Edit “Second”', exact: true });
  await editSecond.click();
  const editor = page.getByRole('dialog', { name: 'Edit blog' });
  await expect(editor.getByLabel('Title')).toBeFocused();
  await expect(editor.getByLabel('Title')).toHaveValue('Second');
  await expect(editor.getByLabel('Blog Date')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await editor.getByLabel('Title').fill('Second, revised');
  await editor.getByLabel('Picture').selectOption({ label: 'Announcement picture 2' });
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saved the changes to “Second, revised”.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit “Second, revised”', exact: true })).toBeFocused();
  await page.reload();
  await expect(rows.getByRole('heading', { level: 3 })).toHaveText(['Second, revised', 'Third', 'Fourth', 'Fifth', 'Sixth']);
  await expect(rowOf(page, 'Second, revised').locator('time')).toHaveAttribute('datetime', iso(START + HOUR));

  // Thirty days and ninety minutes after the first blog: the one written an hour after it has expired.
  await page.clock.setFixedTime(START + EXPIRY_MS + 90 * 60 * 1000);
  await page.reload();
  await expect(rowOf(page, 'Second, revised')).toContainText('Status: Expired');
  await expect(rowOf(page, 'Third')).toContainText('Status: Active');
  await expectNoAxeViolations(page);

  // Signed out, the same browser is a visitor's: the blog shows the result, and nothing to manage.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/blog');
  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Second, revised', 'Third', 'Fourth', 'Fifth', 'Sixth']);
  await expect(cards.first()).toContainText('Status: Expired');
  await expect(cards.nth(1)).toContainText('Status: Active');
  await expect(cards.first().locator('img').first()).toHaveAttribute('src', '/img/announce2.jpg');
  await expect(page.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /manage/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/manage-blogs');
  await expect(page).toHaveURL('/login?from=%2Fmanage-blogs');

  expect(messages).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('hidden from visitors', () => {
  // The prerendered page, with no blog and no button, and the sitemap without it: tests/built/site.test.ts.
  test('a visitor is sent from /manage-blogs to /login, whatever the address asks; no blog is touched', async ({ page, consoleErrors }) => {
    await seed(page, ['Kept one', 'Kept two']);
    for (const address of ['/manage-blogs', '/manage-blogs?delete=-OAbCdEfGhIjKlMnOp00', '/manage-blogs?edit=-OAbCdEfGhIjKlMnOp01#delete']) {
      await page.goto(address);
      await expect(page).toHaveURL('/login?from=%2Fmanage-blogs');
      await expect(page.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(['Kept one', 'Kept two']);
    await expect(page.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a sign-in written into the browser by hand does not open the list', async ({ page }) => {
    await seed(page, ['Kept one']);
    await page.addInitScript(() => window.localStorage.setItem('academy.blog.owner', JSON.stringify({ name: 'owner', key: 'forged' })));
    await page.goto('/manage-blogs');
    await expect(page).toHaveURL('/login?from=%2Fmanage-blogs');
  });

  test('signing in from there comes back to the list', async ({ page }) => {
    await seed(page, ['Kept one']);
    await page.goto('/manage-blogs');
    await expect(page).toHaveURL('/login?from=%2Fmanage-blogs');
    await waitForHydration(page);
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/manage-blogs');
    await expect(rowsOf(page).getByRole('heading', { level: 3 })).toHaveText(['Kept one']);
  });
});

ownerTest.describe('deleting, as the owner', () => {
  ownerTest.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(START + 10 * HOUR);
  });

  ownerTest('after the last row goes, focus moves to the row before; after the only one, to the heading', async ({ page }) => {
    await seed(page, ['Older', 'Newer']);
    await page.goto('/manage-blogs');
    await page.getByRole('button', { name: 'Delete “Newer”', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete blog' }).click();
    await expect(page.getByRole('button', { name: 'Delete “Older”', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete blog' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your blogs' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'You have no blogs yet.' })).toBeVisible();
    await expect(page.getByText('0 of 5 blogs used')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  ownerTest('a delete that fails says why in the dialog, keeps focus on its button, and deletes nothing', async ({ page }) => {
    const messages = browserDialogs(page);
    await seed(page, ['Kept']);
    await page.goto('/manage-blogs');
    await page.getByRole('button', { name: 'Delete “Kept”', exact: true }).click();
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const confirm = page.getByRole('dialog', { name: 'Delete this blog?' });
    await confirm.getByRole('button', { name: 'Delete blog' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('The blog could not be deleted: The quota has been exceeded.');
    await expect(confirm.getByRole('button', { name: 'Delete blog' })).toBeFocused();
    await expect(rowsOf(page)).toHaveCount(1);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Delete “Kept”', exact: true })).toBeFocused();
    expect(messages).toEqual([]);
  });
});

ownerTest.describe('editing, as the owner', () => {
  ownerTest.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(START + 10 * HOUR);
  });

  ownerTest('Escape leaves a blog as it was and returns focus to its Edit button; a failed save keeps what was typed', async ({ page }) => {
    const messages = browserDialogs(page);
    await seed(page, ['Timetable']);
    await page.goto('/manage-blogs');
    const edit = page.getByRole('button', { name: 'Edit “Timetable”', exact: true });
    await edit.click();
    const editor = page.getByRole('dialog', { name: 'Edit blog' });
    await editor.getByLabel('Title').fill('Not kept');
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(rowsOf(page).getByRole('heading', { level: 3 })).toHaveText(['Timetable']);

    await page.keyboard.press('Enter');
    await expect(editor.getByLabel('Title')).toHaveValue('Timetable');
    await editor.getByLabel('Title').fill('Timetable for Ramadan');
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const save = editor.getByRole('button', { name: 'Save changes' });
    await save.click();
    await expect(editor.getByRole('alert')).toHaveText('The changes could not be saved: The quota has been exceeded.');
    await expect(save).toBeFocused();
    await expect(editor.getByLabel('Title')).toHaveValue('Timetable for Ramadan');
    await expectNoAxeViolations(page);
    expect(messages).toEqual([]);
  });
});

ownerTest.describe('damaged entries, as the owner', () => {
  ownerTest('are listed apart with what is wrong, count among the five, and each is deleted after a confirmation', async ({ page, consoleErrors }) => {
    const messages = browserDialogs(page);
    await page.clock.setFixedTime(START + 10 * HOUR);
    const written = START + 2 * HOUR;
    await seedBlogs(page, ['Kept one', 'Kept two'], START, {
      // Its expiry moved a year on by hand: the dates no longer agree.
      '-OAbCdEfGhIjKlMnOp07': {
        title: 'Moved expiry',
        content: 'x',
        category: 'News',
        tags: '',
        imageUrl: 'announce1.jpg',
        author: 'Ali',
        date: iso(written),
        expiryDate: iso(written + EXPIRY_MS + 365 * 24 * HOUR),
        createdAt: written,
        expiresAt: written + EXPIRY_MS,
      },
      '-OAbCdEfGhIjKlMnOp08': 'not a blog',
      '-OAbCdEfGhIjKlMnOp09': { title: 'Half written', content: 'x' },
    });
    await page.goto('/write');
    await expect(page.getByText('5 of 5 blogs used')).toBeVisible();
    await expect(page.getByText('Damaged entries, listed there, count too.')).toBeVisible();
    await page.goto('/manage-blogs');

    await expect(rowsOf(page).filter({ has: page.getByRole('button', { name: /^Edit/ }) }).getByRole('heading', { level: 3 })).toHaveText(['Kept one', 'Kept two']);
    const section = page.getByRole('region', { name: 'Damaged entries' });
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expect(section.getByRole('listitem').nth(0)).toContainText('What is wrong: Its dates disagree: the expiry is not 30 days after the time it was written.');
    await expect(section.getByRole('listitem').nth(1)).toContainText('Untitled entry');
    await expect(section.getByRole('listitem').nth(1)).toContainText('What is wrong: It is not a blog at all.');
    await expect(section.getByRole('listitem').nth(2)).toContainText('What is wrong: The category is missing; the tags are missing; the picture is not one of the announcement pictures; 3 more problems.');
    await expect(page.getByText('5 of 5 blogs used')).toBeVisible();
    await expectNoAxeViolations(page);

    // Escape cancels and gives focus back; Delete removes it and focus goes on to the next one.
    const deleteMoved = page.getByRole('button', { name: 'Delete damaged entry “Moved expiry”', exact: true });
    await deleteMoved.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this damaged entry?' });
    await expect(confirm).toContainText('The damaged entry “Moved expiry” will be removed for good.');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(deleteMoved).toBeFocused();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Delete entry' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Deleted the damaged entry “Moved expiry”. A place is free for a new blog.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete damaged entry -OAbCdEfGhIjKlMnOp08', exact: true })).toBeFocused();
    await expect(page.getByText('4 of 5 blogs used')).toBeVisible();

    // The other two, by keyboard; with the last gone, the section goes and focus lands on the list's heading.
    for (let left = 2; left > 0; left--) {
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete entry' }).click();
      await expect(section.getByRole('listitem')).toHaveCount(left - 1);
    }
    await expect(section).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Your blogs' })).toBeFocused();
    await expect(page.getByText('2 of 5 blogs used')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Damaged entries' })).toHaveCount(0);
    await expect(rowsOf(page).getByRole('heading', { level: 3 })).toHaveText(['Kept one', 'Kept two']);
    expect(messages).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
