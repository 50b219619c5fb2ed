import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { unmarkedArabicText } from '../../scripts/tools/a11y/arabicText';
import { gzipBytes } from '../../scripts/tools/bench/routeAssets';
import { blockDefinitions } from '../../src/blocks/definitions';
import { SEARCH_INDEX_PATH } from '../../src/services/search/siteSearch';
import { recordCspViolations } from './support/cspViolations';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { stopsNotInFullView, walkStops } from './support/focusWalk';
import { signIn } from './support/owner';
import { ownerPaths } from '../support/writtenRoutes';
import { pagesWithEveryBlock, pagesWithEveryIslandSet } from './support/pageKinds';

/*
 * The pages that between them hold every block and every set of islands (see
 * pagesWithEveryIslandSet), opened in the browser as a visitor reads them, for what only a browser
 * can tell: that each runs clean under its policy and loads no script it does not need; and on the
 * pages that hold every block, that it passes axe-core (names, roles, contrast and
 * target sizes as drawn, a block's own and those its script draws), that a keyboard user sees
 * every focus stop in the shortest window walked, and that its text holds on a phone when large or
 * spaced out. How blocks are put together on a page (headings in order, ids
 * and landmarks apart) is read on every page as served by the built pages' tests (tests/built),
 * as are its heading, its policy, Arabic marked as Arabic and which scripts it links.
 */
const kinds = pagesWithEveryIslandSet();

/** axe-core costs a second or two of a browser's time on each page: it reads the pages that hold every block. */
const readByAxe = new Set(pagesWithEveryBlock().map((kind) => kind.path));

/** The owner's pages send a visitor to /login as soon as they hydrate: they are read as their owner sees them. */
const ownerPages = ownerPaths();

/**
 * Walked with the keyboard, in the same visit: the pages that hold every block but the owner's (a
 * block puts the same controls in the same places wherever it stands). Signed in, the editor's
 * Content field is taller than an 800×600 window, so no walk could see all of it; the login page a
 * visitor is sent to is a kind walked on its own.
 */
const walked = new Set([...readByAxe].filter((path) => !ownerPages.has(path)));

/**
 * Below-the-fold images load as the visitor scrolls to the end (the islands that wake when seen have
 * been woken by waitForHydration): done once every image in view at the end has loaded, or failed,
 * which the console reports. Not "network idle", which waits half a second after the last request on
 * every page, and passes whether or not what was asked for came.
 */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || box.bottom <= 0 || box.top >= window.innerHeight;
    }),
  );
}

/** The chunk of each island's component, named after its `*.client.tsx` file. */
const islandChunks = Object.fromEntries(
  blockDefinitions
    .filter((definition) => definition.kind === 'island')
    .map((definition) => [definition.type, readdirSync(`src/blocks/${definition.type}`).filter((file) => file.endsWith('.client.tsx')).map((file) => file.replace(/\.tsx$/, '-'))]),
);

/**
 * Heavy code that only some blocks need, loaded when it is needed (on send, on sign-in), never by
 * the page itself. Each is recognised by a string of its own code.
 */
const loadedOnDemand: [library: string, marker: RegExp, neededOn: string[]][] = [
  // The blog checks what it reads from its store.
  ['zod', /\$ZodType|ZodError/, ['/blog', ...ownerPages]],
  ['firebase', /firebaseio\.com|@firebase\//, []],
  ['keen-slider', /data-keen-slider-/, ['/']],
  ['EmailJS', /api\.emailjs\.com/, []],
  // A surah's text is in its page's HTML, never in a script.
  // Arabic letters (U+0621 to U+064A) and the vowel marks written on them (U+064B to U+0652).
  ['the Quran text', /[\u0621-\u0652]{12,}/, []],
];

/** The pages with cards and badges that have run out of room before: products, the shop, books, the team, events. */
const cardBlocks = new Set(['product-links', 'shop', 'book-library', 'team', 'events']);

/**
 * Text that is cut: a line of text outside a box that hides its overflow (a card with rounded
 * corners, say), or past the side of the screen. Only the main content: the header is checked with
 * the menu. Left out: text hidden on purpose for screen readers (in a box of 1 px), and the slides
 * of a carousel that are not shown.
 */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const screenWidth = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('script, style, [aria-roledescription="slide"][aria-hidden="true"]')) continue;
      const boxes: HTMLElement[] = [];
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) boxes.push(box);
      if (boxes.some((box) => box.getBoundingClientRect().width <= 1 || box.getBoundingClientRect().height <= 1)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (!text.width) continue;
      const label = `"${node.textContent.trim().slice(0, 40)}"`;
      if (text.left < -1 || text.right > screenWidth + 1) found.add(`${label} runs past the side of the screen`);
      for (const box of boxes) {
        const edges = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        const clips = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
        if (clips && (text.left < edges.left - 1 || text.right > edges.right + 1 || text.top < edges.top - 1 || text.bottom > edges.bottom + 1)) {
          found.add(`${label} is cut by its ${box.tagName.toLowerCase()}`);
          break;
        }
      }
    }
    return [...found];
  });
}

/** Each event's date badge: the content it needs against the room it has. */
function badgeOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main article > [aria-hidden="true"]')]
      .filter((badge) => badge.scrollHeight > badge.clientHeight + 1 || badge.scrollWidth > badge.clientWidth + 1)
      .map((badge) => `${badge.textContent}: needs ${badge.scrollWidth} × ${badge.scrollHeight}, has ${badge.clientWidth} × ${badge.clientHeight}`),
  );
}

/**
 * A style sheet of the test's own, in force until the returned function takes it away. Adopted
 * through the CSSOM, which the site's Content Security Policy leaves alone, so that the same visit
 * still reports any violation of the site's own.
 */
async function withStyle(page: Page, content: string): Promise<() => Promise<void>> {
  const handle = await page.evaluateHandle((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  }, content);
  await page.evaluate(() => document.fonts.ready);
  return () => handle.evaluate((sheet) => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet))).then(() => undefined);
}

/** The spacing of WCAG 2.2's success criterion 1.4.12, as its bookmarklet sets it. */
const WCAG_TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/**
 * On a phone (390 px wide), with its text doubled (a 32 px root font size), the page never scrolls
 * sideways; where it has cards, no text is cut then, or with WCAG's text spacing.
 */
async function holdsLargeTextOnAPhone(page: Page, blockTypes: readonly string[]): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const doubled = await withStyle(page, 'html { font-size: 32px !important; }');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), 'the root font size, doubled').toBe('32px');
  // Wide data tables scroll inside their own region, which the page's width does not count.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll at 390 px, text doubled').toBeLessThanOrEqual(0);
  if (!blockTypes.some((type) => cardBlocks.has(type))) return;
  expect(await cutTexts(page), 'text cut at 390 px, text doubled').toEqual([]);
  expect(await badgeOverflow(page), 'badges overflowing at 390 px, text doubled').toEqual([]);
  await doubled();
  await withStyle(page, WCAG_TEXT_SPACING);
  expect(await cutTexts(page), 'text cut at 390 px, WCAG text spacing').toEqual([]);
  expect(await badgeOverflow(page), 'badges overflowing at 390 px, WCAG text spacing').toEqual([]);
}

test.describe('every block and every set of islands, read to its end at 800×600', () => {
  // The shortest window the keyboard walks, where the sticky header (one row at every width) and
  // the chat button take the largest share of the height.
  test.use({ viewport: { width: 800, height: 600 } });

  for (const { path, blockTypes } of kinds) {
    const axe = readByAxe.has(path);
    const walk = walked.has(path);
    const checks = [
      'no console error, no CSP violation, only the scripts it needs',
      ...(axe ? ['no axe violation'] : []),
      ...(walk ? ['every focus stop can be seen'] : []),
      ...(axe ? ['its text holds on a phone when doubled or spaced out'] : []),
    ];
    test(`${path} (${blockTypes.join(', ')}): ${checks.join(', ')}`, async ({ page, consoleErrors }) => {
      // The work of several page tests in one visit: load, read to the end, and axe-core over it all.
      test.slow();
      const violations = await recordCspViolations(page);
      if (ownerPages.has(path)) {
        // A visitor is sent on to the login page, and meets no error on the way.
        await page.goto(path);
        await page.waitForURL(/\/login\?/);
        await waitForHydration(page);
        await readToTheEnd(page);
        expect(await violations()).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await signIn(page);
        await page.waitForURL('/write');
        await waitForHydration(page);
        await expect(page.getByText('Checking sign-in...')).toHaveCount(0);
      }

      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.body());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path !== '/404.html') await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toHaveCount(0);
      await readToTheEnd(page);
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);

      const files = [...scripts.keys()];
      const islands = await page.locator('site-island').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block') ?? ''));
      if (!islands.length) {
        // A page of static blocks runs no script at all.
        expect(files).toEqual([]);
      } else {
        // The island loader, React and the page's own islands, nothing else; and the search's
        // reader of its index, which the build writes beside the index, on the search page only.
        const searchReader = islands.includes('search-results') ? [SEARCH_INDEX_PATH] : [];
        expect(files.filter((file) => !['/assets/', ...searchReader].some((folder) => file.startsWith(folder)))).toEqual([]);
        const foreign = Object.entries(islandChunks)
          .filter(([type]) => !islands.includes(type))
          .flatMap(([, chunks]) => chunks);
        expect(files.filter((file) => foreign.some((chunk) => file.includes(`/${chunk}`)))).toEqual([]);
        const bodies = await Promise.all(scripts.values());
        const bytes = bodies.reduce((total, body) => total + gzipBytes(body), 0);
        // A stated budget, well under what every page loaded before islands.
        expect(bytes, `${path} loads ${files.join(', ')}`).toBeLessThanOrEqual(110 * 1024);
        const code = bodies.map((body) => body.toString('utf8'));
        const present = loadedOnDemand.filter(([, marker, neededOn]) => !neededOn.includes(path) && code.some((text) => marker.test(text)));
        expect(present.map(([library]) => library), 'libraries the page does not need').toEqual([]);
      }

      // Text the islands drew is marked as well as the served text (tests/built).
      expect(await page.evaluate(unmarkedArabicText)).toEqual({ count: 0, samples: [] });
      if (axe) await expectNoAxeViolations(page);

      if (walk) {
        // A key press and a look at each stop, from the top: the home page and the Quran's index
        // have over a hundred. The home page is walked whole; another page, its main content (the
        // header, footer and chat button are the same on every page).
        await page.evaluate(() => window.scrollTo(0, 0));
        const stops = await walkStops(page, path === '/' ? {} : { region: 'main' });
        expect(stops.length, 'the walk reaches some controls').toBeGreaterThan(0);
        expect(stopsNotInFullView(stops), `focus stops on ${path} not in full view`).toEqual([]);
      }

      // Last, for it narrows the window the checks above read the page in.
      if (axe) await holdsLargeTextOnAPhone(page, blockTypes);
      expect(await violations()).toEqual([]);
    });
  }
});
