import { expect, test, waitForHydration } from './support/fixtures';

/** Requests that leave this machine's test server, recorded and refused: the site must not need any. */
async function refuseOutsideRequests(page: import('@playwright/test').Page): Promise<string[]> {
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

test('losing the network mid-visit shows a clear message, not a frozen page', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('you appear to be offline');
  await context.setOffline(false);
  await alert.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('a page chunk that fails to load reloads the page once, never in a loop', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // As after a deploy that removed the old chunks: the policy page's chunk is gone for good.
  await page.route('**/assets/page-policy-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  let documentLoads = 0;
  page.on('load', () => documentLoads++);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Error' })).toBeVisible();
  await expect(page).toHaveURL('/policy');
  await page.waitForTimeout(1500);
  expect(documentLoads).toBe(1);
});
