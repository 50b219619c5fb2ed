import { addedRoutes, indexRoutes, specRoutes } from '../support/specRoutes';
import { unlistedPaths } from '../support/writtenRoutes';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

test.describe('every route', () => {
  for (const path of [...specRoutes, ...indexRoutes, ...addedRoutes]) {
    test(`${path} answers with its own page`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the home page has the default title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Islamic Services and Courses');
});

test('other pages are titled "Page | Site"', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/^About Us \| /);
});

test('an unknown path shows the not-found page with HTTP 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
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

test('the built HTML carries the content, not an empty root', async ({ request }) => {
  const html = await (await request.get('/tajweed')).text();
  expect(html).toMatch(/<h1[^>]*>Tajweed<\/h1>/);
  expect(html).toContain('<title>Tajweed | ');
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/tajweed">/);
  expect(html).toContain('<meta property="og:title"');
});

test('sitemap.xml lists the public routes and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/tajweed</loc>');
  // Not the pages pages.yaml marks unlisted, nor the one the service worker shows offline.
  for (const path of [...unlistedPaths(), '/offline']) expect(sitemap).not.toContain(`${path}</loc>`);
  // Every surah's own page.
  expect(sitemap.match(/\/read-quran\/\d+<\/loc>/g)).toHaveLength(114);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap.xml/);
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

for (const path of ['/', '/tajweed', '/no-such-page']) {
  test(`axe-core finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test('every page names its own link preview, a 1200 × 630 PNG, and carries its structured data', async ({ request }) => {
  const previews = new Set<string>();
  for (const path of [...specRoutes, ...indexRoutes, ...addedRoutes]) {
    const html = await (await request.get(path)).text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)">`).exec(html)?.[1];
    const image = new URL(meta('og:image')!);
    expect(meta('twitter:image')).toBe(image.href);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(meta('og:image:alt')).toMatch(/\S/);
    const png = await request.get(image.pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    previews.add(image.pathname);

    const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as { '@graph': { '@type': string; url?: string }[] };
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)![1];
    expect(graph['@graph'].find((node) => node['@type'] === 'WebPage')?.url).toBe(canonical);
  }
  // Each page's preview shows its own title.
  expect(previews.size).toBeGreaterThan(30);
});
