import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { siteSettings } from './support/site';

/*
 * The cart and the orders it sends, in the browser. What the server draws before any script runs
 * (the seven products in order, their prices, pictures, buttons and info links, and no cart) is read
 * in the built page (tests/built/site.test.ts).
 */

const { number } = siteSettings.whatsapp;

/** The chat opens outside the site: answer it here so no test reaches the internet. */
async function fakeChat(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
}

/** Clicks a Buy now link and returns the chat it opened: its number and its decoded message. */
async function orderFrom(page: Page, click: () => Promise<void>): Promise<{ host: string; path: string; text: string | null }> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  await popup.close();
  return { host: url.host, path: url.pathname, text: url.searchParams.get('text') };
}

const card = (page: Page, name: string) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cart = (page: Page) => page.getByRole('region', { name: 'Your cart' });

test.beforeEach(async ({ context }) => fakeChat(context));

test('adding the same product twice makes one line of quantity 2, and the cart adds up', async ({ page, consoleErrors }) => {
  await page.goto('/islamic-jewelry');
  await waitForHydration(page);
  // No cart until something is added, even once the shop has woken.
  await expect(cart(page)).toHaveCount(0);
  const status = page.getByRole('main').getByRole('status');

  await card(page, 'Silver Ring').getByRole('button', { name: /Add to Cart/ }).click();
  await expect(cart(page)).toBeVisible();
  await expect(status).toHaveText('Silver Ring added to your cart. Quantity: 1.');
  await card(page, 'Silver Ring').getByRole('button', { name: /Add to Cart/ }).click();
  await expect(status).toHaveText('Silver Ring added to your cart. Quantity: 2.');
  await expect(card(page, 'Silver Ring').getByText('2 in cart')).toBeVisible();

  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await expect(cart(page).getByText('1 product', { exact: true })).toBeVisible();
  await expect(cart(page).getByText('100 Pkr × 2 = 200 Pkr')).toBeVisible();
  await expect(cart(page).getByText('Total: 200 Pkr')).toBeVisible();

  await card(page, 'Healing Stones').getByRole('button', { name: /Add to Cart/ }).click();
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await expect(cart(page).getByText('2 products', { exact: true })).toBeVisible();
  await expect(cart(page).getByText('30 Pkr × 1 = 30 Pkr')).toBeVisible();
  await expect(cart(page).getByText('Total: 230 Pkr')).toBeVisible();
  await expectNoAxeViolations(page);

  // Quantities go up and down from the cart; lowering stops at 1.
  await cart(page).getByRole('button', { name: 'Increase quantity of Healing Stones' }).click();
  await expect(cart(page).getByText('30 Pkr × 2 = 60 Pkr')).toBeVisible();
  await expect(cart(page).getByText('Total: 260 Pkr')).toBeVisible();
  const lower = cart(page).getByRole('button', { name: 'Decrease quantity of Silver Ring' });
  await lower.click();
  await expect(cart(page).getByText('100 Pkr × 1 = 100 Pkr')).toBeVisible();
  await expect(lower).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click a control marked disabled; a visitor still can, and nothing must change.
  await lower.click({ force: true });
  await expect(cart(page).getByText('100 Pkr × 1 = 100 Pkr')).toBeVisible();
  await expect(cart(page).getByText('Total: 160 Pkr')).toBeVisible();

  // Remove takes the line out; focus goes to the cart, then back to the product once the cart is gone.
  await cart(page).getByRole('button', { name: 'Remove Silver Ring' }).click();
  await expect(cart(page).getByText('Silver Ring')).toHaveCount(0);
  await expect(status).toHaveText('Silver Ring removed from your cart.');
  await expect(cart(page).getByText('Total: 60 Pkr')).toBeVisible();
  await expect(cart(page).getByRole('heading', { name: 'Your cart' })).toBeFocused();
  await expect(card(page, 'Silver Ring').getByText(/in cart/)).toHaveCount(0);
  await cart(page).getByRole('button', { name: 'Remove Healing Stones' }).click();
  await expect(cart(page)).toHaveCount(0);
  await expect(card(page, 'Healing Stones').getByRole('button', { name: /Add to Cart/ })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('the cart works from the keyboard', async ({ page }) => {
  await page.goto('/islamic-jewelry');
  await waitForHydration(page);
  await card(page, 'Aehram').getByRole('button', { name: /Add to Cart/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(cart(page).getByText('75 Pkr × 2 = 150 Pkr')).toBeVisible();
  await cart(page).getByRole('button', { name: 'Decrease quantity of Aehram' }).focus();
  await page.keyboard.press('Enter');
  await expect(cart(page).getByText('Total: 75 Pkr')).toBeVisible();
});

test('Buy now on the cart sends the whole order to the business number', async ({ page }) => {
  await page.goto('/islamic-jewelry');
  await waitForHydration(page);
  await card(page, 'Silver Ring').getByRole('button', { name: /Add to Cart/ }).click();
  await card(page, 'Silver Ring').getByRole('button', { name: /Add to Cart/ }).click();
  await card(page, 'Turbat (Sajdagah)').getByRole('button', { name: /Add to Cart/ }).click();
  await card(page, 'Alam-e-Abbas').getByRole('button', { name: /Add to Cart/ }).click();
  await expect(cart(page).getByText('Total: 345 Pkr')).toBeVisible();

  const buy = cart(page).getByRole('link', { name: /^Buy now/ });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', /noopener/);
  const chat = await orderFrom(page, () => buy.click());
  expect(chat.host).toBe('wa.me');
  expect(chat.path).toBe(`/${number}`);
  expect(chat.text).toBe(
    [
      'Assalamu alaikum, I would like to order:',
      'Silver Ring - 100 Pkr x 2 = 200 Pkr',
      'Turbat (Sajdagah) - 25 Pkr x 1 = 25 Pkr',
      'Alam-e-Abbas - 120 Pkr x 1 = 120 Pkr',
      'Total: 345 Pkr',
    ].join('\n'),
  );
  // Newlines travel as %0A, not as "+" or raw characters.
  expect(await buy.getAttribute('href')).toContain('%0ATotal%3A%20345%20Pkr');
  // The order is sent, not emptied: the cart is still there.
  await expect(cart(page).getByText('Total: 345 Pkr')).toBeVisible();
});

test('Buy now on a card orders that product alone, quantity 1', async ({ page }) => {
  await page.goto('/islamic-jewelry');
  await waitForHydration(page);
  // Something else in the cart must not leak into a single product's order.
  await card(page, 'Silver Ring').getByRole('button', { name: /Add to Cart/ }).click();
  const chat = await orderFrom(page, () => card(page, 'Alam-e-Abbas').getByRole('link', { name: /^Buy now/ }).click());
  expect(chat.host).toBe('wa.me');
  expect(chat.path).toBe(`/${number}`);
  expect(chat.text).toBe('Assalamu alaikum, I would like to order:\nAlam-e-Abbas - 120 Pkr x 1 = 120 Pkr\nTotal: 120 Pkr');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the cards and the open cart pass axe-core', async ({ page }) => {
    await page.goto('/islamic-jewelry');
    await waitForHydration(page);
    await card(page, 'Namaz Chadar').getByRole('button', { name: /Add to Cart/ }).click();
    await expect(cart(page).getByText('Total: 45 Pkr')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
