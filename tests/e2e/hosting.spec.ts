import { expectedPolicy, headerDifferences, policyDifferences } from '../support/securityPolicy';
import { recordCspViolations } from './support/cspViolations';
import { expect, test, waitForHydration } from './support/fixtures';

/** The e2e build sends through EmailJS (npm run build:test sets its three variables), which the policy opens for. */
const policy = expectedPolicy({ emailjs: true });

test.describe('security headers', () => {
  test('every page carries the policy and the security headers, exactly, and HTML is revalidated', async ({ request }) => {
    const headers = (await request.get('/courses')).headers();
    expect(policyDifferences(headers['content-security-policy'], policy)).toEqual([]);
    expect(headerDifferences(headers)).toEqual([]);
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('hashed assets are cached for a year, and they and the 404 page keep the headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const asset = await request.get(script);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headerDifferences(asset.headers())).toEqual([]);
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(policyDifferences(missing.headers()['content-security-policy'], policy)).toEqual([]);
    expect(headerDifferences(missing.headers())).toEqual([]);
  });

  test('the hosting configuration itself is not served', async ({ request }) => {
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  // That the build leaves none is tests/built's to check; a build that did must still not serve it.
  test("the bundler's manifest is not served", async ({ request }) => {
    for (const path of ['/.vite/manifest.json', '/%2E%76ite/manifest.json']) expect((await request.get(path)).status(), path).toBe(404);
  });
});

/*
 * The policy in each page's meta element, first in its head and the header's own, is checked on
 * every built page by tests/built; here a browser obeys it with no header sent.
 */
test.describe('the policy in each page, for hosts that do not send the header', () => {
  for (const path of ['/', '/blog', '/contact', '/podcast', '/books', '/read-quran']) {
    test(`${path} runs clean under the meta policy alone, and it refuses an inline script`, async ({ page, consoleErrors }) => {
      // As a host that ignores _headers would serve the page: without the header.
      await page.route('**/*', async (route) => {
        const response = await route.fetch();
        // The body comes decoded: it goes back as it is, with its length worked out again.
        const dropped = ['content-security-policy', 'content-encoding', 'content-length'];
        const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !dropped.includes(name)));
        await route.fulfill({ response, headers });
      });
      const violations = await recordCspViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // The policy is in force: a script injected into the page does not run.
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(violations).toEqual(['script-src-elem inline']);
      // A request still on its way when the test ends has its fetched response disposed with the
      // page; its handler's failure then says nothing about the page.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});
