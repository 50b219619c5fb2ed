import { addedRoutes, indexRoutes, specRoutes } from '../support/specRoutes';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

/*
 * Each route's page as built (its own heading and title, its link preview, its policy) is checked
 * on every page by tests/built; the pages that hold every block and every set of islands are opened
 * in the browser by pageKinds.spec.ts.
 */
test('every route answers 200, under its own path', async ({ request }) => {
  const failing: string[] = [];
  for (const path of [...specRoutes, ...indexRoutes, ...addedRoutes]) {
    const status = (await request.get(path)).status();
    if (status !== 200) failing.push(`${path}: ${status}`);
  }
  expect(failing).toEqual([]);
});

test('an unknown path shows the not-found page with HTTP 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Islamic Services and Courses');
  // The browser reports the document's own 404 status; nothing else may fail.
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 404 .* at http:\/\/[^/]+\/no-such-page$/)]);
});

test('/instructors reaches the team page', async ({ page }) => {
  const response = await page.goto('/instructors');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Instructors$/);
});

test('a link loads the next page as a document of its own, with its own title', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page).toHaveTitle(/^About Us \| /);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
  expect(consoleErrors).toEqual([]);
});

test("the speculation rules fetch a page the visitor points at, and the visit uses it", async ({ page, consoleErrors }) => {
  const cdp = await page.context().newCDPSession(page);
  const ruleErrors: string[] = [];
  const fetched: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSet.errorType && ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`));
  // Chromium does not prerender while DevTools drives it; the same rules then prefetch, which this checks.
  cdp.on('Preload.prefetchStatusUpdated', ({ key, prefetchStatus }) => prefetchStatus === 'PrefetchResponseUsed' && fetched.push(new URL(key.url).pathname));
  await cdp.send('Preload.enable');
  await page.goto('/about');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await link.hover();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => fetched).toEqual(['/policy']);
  expect(ruleErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
