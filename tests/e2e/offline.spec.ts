import type { Page } from '@playwright/test';
import { startDeployments } from './support/deployments';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

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
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Al-Fatihah' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Al-Fatihah - Surah 1' })).toBeVisible();
    await waitForHydration(page);
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

/**
 * The service worker, as a visitor on a train meets it: one visit online, then no network at all.
 * (The other specs block service workers, so that each starts from a clean browser.)
 */
test.describe('after one visit, with no network', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Once the worker controls the page, every page visited is kept as it is fetched. */
  async function workerInControl(page: Page) {
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  }

  test('the home, a surah and a book still open; a page never visited shows the offline page', { tag: '@pdf-viewer' }, async ({ page, context }) => {
    await page.goto('/');
    await workerInControl(page);
    await page.goto('/read-quran/36');
    await expect(page.getByRole('heading', { level: 1, name: 'Ya-Sin - Surah 36' })).toBeVisible();
    await page.goto('/books');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Read Tajweed' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await caches.has('books')) && !!(await (await caches.open('books')).match('/books/tajweed.pdf')))).toBe(true);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Islamic Services and Courses');
    await page.goto('/read-quran/36');
    await expect(page.getByRole('heading', { level: 1, name: 'Ya-Sin - Surah 36' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('listitem')).toHaveCount(83);
    // Drawn in full: the stylesheet and the Quran font come from the precache.
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Amiri Quran"', 'بسم'))).toBe(true);
    const pdf = await page.goto('/books/tajweed.pdf');
    expect(pdf?.status()).toBe(200);
    expect(pdf?.headers()['content-type']).toContain('application/pdf');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the Quran' })).toHaveAttribute('href', '/read-quran');
    await expectNoAxeViolations(page);
    // A page in Urdu answers with the offline page in Urdu.
    await page.goto('/ur/about');
    await expect(page.getByRole('heading', { level: 1, name: 'آپ آف لائن ہیں' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  });

  test('"keep the whole Quran on this device" makes every surah readable offline and says how much it stored', async ({ page, context }) => {
    await page.goto('/read-quran');
    await workerInControl(page);
    await waitForHydration(page);
    // Pressed from the keyboard, not clicked: the button sits under the 114 rows of the index, and
    // the rows scrolled into view take their real heights as the pointer travels, so a click aimed
    // at the button could land on a row (it did, once, on a busy machine). The keys reach the button wherever it is.
    await page.getByRole('button', { name: 'Keep the whole Quran on this device' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The whole Quran is on this device' })).toHaveText(
      /^The whole Quran is on this device: 114 surahs, \d+(\.\d)? MB\. They open with no connection\.$/,
      { timeout: 30_000 },
    );
    await context.setOffline(true);
    for (const [number, name] of [[2, 'Al-Baqarah'], [67, 'Al-Mulk'], [114, 'An-Nas']] as const) {
      await page.goto(`/read-quran/${number}`);
      await expect(page.getByRole('heading', { level: 1, name: `${name} - Surah ${number}` })).toBeVisible();
    }
    // A link from a newsletter or a post carries campaign tags: the kept page answers it all the same.
    await page.goto('/read-quran/55?utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Ar-Rahman - Surah 55' })).toBeVisible();
  });

  test('a page visited through links with campaign tags is kept once, and opens offline through any other', async ({ page, context }) => {
    await page.goto('/');
    await workerInControl(page);
    for (const tags of ['?utm_source=facebook&fbclid=IwAR1', '?utm_source=newsletter&mc_eid=42', '']) {
      await page.goto(`/read-quran/18${tags}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Al-Kahf - Surah 18' })).toBeVisible();
    }
    const keptAs = () => page.evaluate(async () => (await (await caches.open('pages')).keys()).map((request) => new URL(request.url)).filter((url) => url.pathname === '/read-quran/18').map((url) => url.pathname + url.search));
    await expect.poll(keptAs).toEqual(['/read-quran/18']);

    await context.setOffline(true);
    await page.goto('/read-quran/18?utm_source=twitter&gclid=xyz');
    await expect(page.getByRole('heading', { level: 1, name: 'Al-Kahf - Surah 18' })).toBeVisible();
  });

  test.describe('a deployment', () => {
    /**
     * The browser looks for a new worker on its own as a visit begins, and swaps workers whenever the
     * new one is ready: going offline during that swap, a visit hung for good in about one run in five
     * on loaded cores. Asked for here, before the returning visit, the new worker has taken over (the
     * page's controller changed) before anything else happens.
     */
    async function deploymentTakesOver(page: Page) {
      await page.evaluate(async () => {
        const takenOver = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        await (await navigator.serviceWorker.ready).update();
        await takenOver;
      });
    }

    test('after a new deployment, a returning visitor gets its changed page and its corrected book, then keeps those', { tag: '@pdf-viewer' }, async ({ page, context }) => {
      const site = await startDeployments();
      try {
        /** The end of the book this browser keeps, where the corrected edition differs. */
        const keptBook = () =>
          page.evaluate(async () => {
            const kept = await (await caches.open('books')).match('/books/tajweed.pdf');
            return kept ? (await kept.text()).slice(-40) : '';
          });
        // The book is asked for through the worker as the page's own request. Opened as a page instead,
        // after the deployment Chromium's PDF viewer now and then closed the worker's request to the
        // server as it began, and the visit never arrived (one run in three under load; not understood).
        const readBook = () =>
          page.evaluate(async () => {
            await (await fetch('/books/tajweed.pdf')).arrayBuffer();
          });
        await page.goto(`${site.origin}/`);
        await workerInControl(page);
        await page.goto(`${site.origin}/about`);
        await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
        await readBook();
        await expect.poll(keptBook).toMatch(/%%EOF\s*$/);

        site.deploy((files) => {
          files.edit('about/index.html', (page) => page.replaceAll('About Us', 'About the Academy'));
          files.append('books/tajweed.pdf', '\n% Corrected edition\n');
          // A deployment changes the worker too (its precache); the browser installs the new one.
          files.append('sw.js', '\n// The next deployment.\n');
        });

        await deploymentTakesOver(page);
        await page.goto(`${site.origin}/`);
        await page.goto(`${site.origin}/about`);
        await expect(page.getByRole('heading', { level: 1, name: 'About the Academy' })).toBeVisible();
        await readBook();
        await expect.poll(keptBook).toContain('Corrected edition');

        await context.setOffline(true);
        await page.goto(`${site.origin}/about`);
        await expect(page.getByRole('heading', { level: 1, name: 'About the Academy' })).toBeVisible();
        expect((await page.goto(`${site.origin}/books/tajweed.pdf`))?.status()).toBe(200);
        await expect.poll(keptBook).toContain('Corrected edition');
      } finally {
        await site.close();
      }
    });
  });
});

// The manifest every page links, and its icons, are read in the build (tests/built/site.test.ts).
test('the service worker is served fresh', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  // A new deployment's worker must be seen at the next visit, not after a day of HTTP cache.
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
