import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/** Requests that leave this machine's test server, recorded and refused: the site must not need any. */
async function refuseOutsideRequests(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      outside.push(route.request().url());
      await route.abort();
    },
  );
  return outside;
}

test.describe('a plain static server and nothing else', () => {
  test('the Quran reader reads the bundled text', async ({ page }) => {
    const outside = await refuseOutsideRequests(page);
    await page.goto('/read-quran');
    await page.getByRole('combobox', { name: 'Select Surah' }).selectOption({ label: 'الفاتحة - Al-Fatihah' });
    await expect(page.getByRole('heading', { name: /Surah 1$/ })).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('the shop takes an order into the cart', async ({ page }) => {
    const outside = await refuseOutsideRequests(page);
    await page.goto('/islamic-jewelry');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Add to Cart/ }).first().click();
    await expect(page.getByRole('heading', { name: /Your cart/ })).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('the blog lists from this browser', async ({ page }) => {
    const outside = await refuseOutsideRequests(page);
    await page.goto('/blog');
    await expect(page.getByText('Loading blogs...')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Popular Blogs' })).toBeVisible();
    expect(outside).toEqual([]);
  });
});
