import { join } from 'node:path';
import type { Browser, Page, Request } from '@playwright/test';
import { folderSize } from '../../engine/folderSize';
import { SEARCH_INDEX_PATH } from '../../../src/services/search/siteSearch';
import { SEARCH_PAGE_PATH } from '../../../src/services/search/searchPage';

/** What the site search costs: the index on disk, the bytes a query fetches, and how soon results follow a key. */
export interface SearchFigures {
  readonly index: { readonly files: number; readonly bytes: number };
  /** Each query in turn on one visit to the search page: the bytes it fetched (as sent, compressed), in how many requests. */
  readonly queries: readonly { readonly query: string; readonly requests: number; readonly bytes: number }[];
  /** The first query again on a fresh visit, typed a letter at a time (150 ms apart): results follow every key, and so do their fetches. */
  readonly typed: { readonly query: string; readonly requests: number; readonly bytes: number };
  /**
   * From a key pressed to the results drawn, under 4× CPU throttling, the index's reader loaded: each
   * key, in ms. `firstTyping`: the word typed for the first time, each key fetching the index's parts
   * and results it needs; `loaded`: typed again, all of them on the device.
   */
  readonly keystrokesMs: { readonly firstTyping: readonly number[]; readonly loaded: readonly number[] };
}

/** Counts what the index sends until `stop` is called. */
function countIndexFetches(page: Page): () => Promise<{ requests: number; bytes: number }> {
  const fetched: Promise<number>[] = [];
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith(SEARCH_INDEX_PATH)) fetched.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
  };
  page.on('requestfinished', listener);
  return async () => {
    page.off('requestfinished', listener);
    const sizes = await Promise.all(fetched);
    return { requests: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' }).last();

const statusLine = (page: Page) => page.getByRole('main').getByRole('status');

/** Types `query` into the search page's box and waits for its answer; returns what the index sent meanwhile. */
async function runQuery(page: Page, query: string, { letterByLetter = false } = {}): Promise<{ requests: number; bytes: number }> {
  const stop = countIndexFetches(page);
  if (letterByLetter) await searchBox(page).pressSequentially(query, { delay: 150 });
  else await searchBox(page).fill(query);
  await statusLine(page).filter({ hasText: new RegExp(`(results?|No results) for “${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`) }).waitFor();
  return stop();
}

/** Opens the search page and wakes its island, as a visitor reaching for its box does. */
async function openSearchPage(page: Page, origin: string): Promise<void> {
  await page.goto(origin + SEARCH_PAGE_PATH);
  await searchBox(page).focus();
  await page.locator('site-island[data-block="search-results"][data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The time from each key of `word` to the frame that draws its results: a keydown listener notes the
 * key's time; the results' area, marked busy while a search is under way, ends it when it is no
 * longer busy, at the next animation frame. (The status line waits for a pause in the typing, and
 * two letters may find the same results, so neither the status nor the list itself can tell.)
 */
async function keystrokeLatencies(page: Page, word: string): Promise<number[]> {
  const box = searchBox(page);
  await box.fill('');
  await page.evaluate(() => {
    const state = window as unknown as { keyAt?: number; latencies: number[]; measuring?: boolean };
    state.latencies = [];
    if (state.measuring) return;
    state.measuring = true;
    document.addEventListener('keydown', (event) => (state.keyAt = event.timeStamp), true);
    const results = document.querySelector('main [aria-busy]')!;
    new MutationObserver(() => {
      const started = state.keyAt;
      if (started === undefined || results.getAttribute('aria-busy') !== 'false') return;
      state.keyAt = undefined;
      requestAnimationFrame(() => setTimeout(() => state.latencies.push(performance.now() - started)));
    }).observe(results, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  // The word is typed one letter at a time: Latin letters, each a key of its own.
  for (const [index, key] of word.split('').entries()) {
    await box.press(key);
    await page.waitForFunction((count) => (window as unknown as { latencies: number[] }).latencies.length >= count, index + 1);
  }
  return page.evaluate(() => (window as unknown as { latencies: number[] }).latencies.map(Math.round));
}

async function typedOnAFreshVisit(browser: Browser, origin: string, query: string): Promise<SearchFigures['typed']> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await openSearchPage(page, origin);
    return { query, ...(await runQuery(page, query, { letterByLetter: true })) };
  } finally {
    await context.close();
  }
}

/** The search's figures over the build served at `origin`: a phone's screen, a fresh browser context. */
export async function searchFigures(browser: Browser, origin: string, outDir: string, queries: readonly string[]): Promise<SearchFigures> {
  // No service worker: it would answer the index's parts once kept, out of the network's sight.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await openSearchPage(page, origin);
    const measured = [];
    for (const query of queries) measured.push({ query, ...(await runQuery(page, query)) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The prefixes of the word are new to the page: typed once to fetch what they need, then again.
    const firstTyping = await keystrokeLatencies(page, queries[0]!);
    const keystrokesMs = { firstTyping, loaded: await keystrokeLatencies(page, queries[0]!) };
    const typed = await typedOnAFreshVisit(browser, origin, queries[0]!);
    return { index: folderSize(join(outDir, SEARCH_INDEX_PATH)), queries: measured, typed, keystrokesMs };
  } finally {
    await context.close();
  }
}
