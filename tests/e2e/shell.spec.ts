import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

const settings = parse(readFileSync('pages.yaml', 'utf8')).site as { whatsapp: { number: string; greeting: string } };

test.describe('header menu on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every group opens by mouse and its links work', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of ['Courses', 'Religious Services', 'Projects', 'eLibrary', 'More']) {
      await expect(nav.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
    await nav.getByRole('button', { name: 'Courses', exact: true }).click();
    await expect(nav.getByRole('button', { name: 'Courses', exact: true })).toHaveAttribute('aria-expanded', 'true');
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
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await page.keyboard.press('Space');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });

  test('Join Now goes to the contact page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('header menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button shows the groups as accordions', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Religious Services' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Religious Services' }).click();
    await page.getByRole('link', { name: 'Aqiqah Service' }).click();
    await expect(page).toHaveURL('/akeeka');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('footer', () => {
  const links: [string, string, string][] = [
    ['About Us', '/about', 'About Us'],
    ['Contact Us', '/contact', 'Contact Us'],
    ['Privacy Policy', '/policy', 'Privacy Policy'],
    ['Terms and Conditions', '/terms', 'Terms and Conditions'],
    ['FAQ', '/faq', 'FAQ and Help'],
  ];
  for (const [label, path, heading] of links) {
    test(`the ${label} link opens ${path}`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('shows the copyright years, six gallery images and the social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© 2025–${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.locator('img')).toHaveCount(6);
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('chat button', () => {
  const expectedLink = (number: string, greeting: string) => `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;

  test('toggles the popup by mouse and its link opens the chat in a new tab', async ({ page }) => {
    await page.goto('/courses');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeVisible();
    const link = page.getByRole('link', { name: /start chat/i });
    await expect(link).toHaveAttribute(
      'href',
      expectedLink(settings.whatsapp.number, settings.whatsapp.greeting),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page);
    await button.click();
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeHidden();
  });

  test('opens with the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Chat with us on WhatsApp!')).toBeHidden();
    await expect(button).toBeFocused();
  });
});
