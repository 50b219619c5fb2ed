import { statSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from '../../scripts/engine/paths';
import { expandedState, expect, expectNoAxeViolations, test } from './support/fixtures';
import { siteSettings } from './support/site';

test.describe('header menu on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every group opens by mouse and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of ['Courses', 'Religious Services', 'Projects', 'eLibrary', 'More']) {
      expect(await expandedState(page, group)).toBe(false);
    }
    await nav.getByRole('button', { name: 'Courses', exact: true }).click();
    expect(await expandedState(page, 'Courses')).toBe(true);
    await nav.getByRole('link', { name: 'Tajweed' }).click();
    await expect(page).toHaveURL('/tajweed');
    await expect(page.getByRole('heading', { level: 1, name: 'Tajweed' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tajweed' })).toBeHidden();

    await nav.getByRole('button', { name: 'eLibrary' }).click();
    await nav.getByRole('link', { name: 'Books' }).click();
    await expect(page).toHaveURL('/books');
  });

  test('a group opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await expandedState(page, 'More')).toBe(true);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    expect(await expandedState(page, 'More')).toBe(false);
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    await expect(more).toBeFocused();
    await page.keyboard.press('Space');
    expect(await expandedState(page, 'More')).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('one group is open at a time, and a click outside closes it', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Courses', exact: true }).click();
    await nav.getByRole('button', { name: 'eLibrary' }).click();
    await expect(nav.getByRole('link', { name: 'Books' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tajweed' })).toBeHidden();
    expect(await expandedState(page, 'Courses')).toBe(false);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link', { name: 'Books' })).toBeHidden();
    expect(await expandedState(page, 'eLibrary')).toBe(false);
  });

  test('the link to the page being shown is marked as the current page', async ({ page }) => {
    await page.goto('/tajweed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Courses', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Tajweed' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('Join Now goes to the contact page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('header menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button shows every group's links under the group's name", async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await expandedState(page, 'Menu')).toBe(false);
    await expect(page.getByRole('link', { name: 'Aqiqah Service' })).toBeHidden();
    await toggle.click();
    expect(await expandedState(page, 'Menu')).toBe(true);
    // Each group's name is shown above its links, in place of its button.
    await expect(nav.getByText('Religious Services', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Religious Services' })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Aqiqah Service' }).click();
    await expect(page).toHaveURL('/akeeka');
    expect(await expandedState(page, 'Menu')).toBe(false);
    await expect(page.getByRole('link', { name: 'Aqiqah Service' })).toBeHidden();
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    expect(await expandedState(page, 'Menu')).toBe(false);
    await expect(toggle).toBeFocused();
  });
});

test.describe('footer', () => {
  // Where each of its links leads, on every page, is read from the built pages (tests/built/pages.test.ts).
  test('a link of it opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('shows the copyright years, six gallery images and the social links', async ({ page }) => {
    // The year is written into the page when the build draws it (the footer runs no script), so it
    // is the year of the build's clock, known here from the moment the build wrote the page, not
    // from today's date. The visitor's clock is set to New Year's Day after the build (noon UTC, the
    // next year in every time zone): a footer that took its year from the browser would show that.
    const builtIn = statSync(join(outDir, 'index.html')).mtime.getFullYear();
    await page.clock.setFixedTime(Date.UTC(builtIn + 1, 0, 1, 12));
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const line = `© ${siteSettings.footer.copyrightFrom}–${builtIn} ${siteSettings.name}. All rights reserved.`;
    await expect(footer.getByText(line, { exact: true })).toBeVisible();
    await expect(footer.locator('img')).toHaveCount(6);
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('chat button', () => {
  const expectedLink = (number: string, greeting: string) => `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;

  test('toggles the popup by mouse and its link opens the chat in a new tab', async ({ page }) => {
    await page.goto('/courses');
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeHidden();
    await button.click();
    expect(await expandedState(page, 'Chat with us')).toBe(true);
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeVisible();
    const link = page.getByRole('link', { name: /start chat/i });
    await expect(link).toHaveAttribute('href', expectedLink(siteSettings.whatsapp.number, siteSettings.whatsapp.greeting));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page);
    await button.click();
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeHidden();
    expect(await expandedState(page, 'Chat with us')).toBe(false);
  });

  test('opens with the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Chat with us' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /start chat/i })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeHidden();
    await expect(button).toBeFocused();
  });
});
