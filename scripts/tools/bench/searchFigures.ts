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
  /** From a key pressed to the results drawn, once the index's reader is loaded, under 4× CPU throttling: each key, in ms. */
  readonly keystrokesMs: readonly number[];
}

const statusLine = (page: Page) => page.getByRole('main').getByRole('status');

/** Types `query` into the search page's box and waits for its answer; returns what the index sent meanwhile. */
async function runQuery(page: Page, query: string): Promise<{ requests: number; bytes: number }> {
  const fetched: Promise<number>[] = [];
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith(SEARCH_INDEX_PATH)) fetched.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
  };
  page.on('requestfinished', listener);
  await page.getByRole('searchbox', { name: 'Search the site' }).last().fill(query);
  await statusLine(page).filter({ hasText: new RegExp(`(results?|No results) for “${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`) }).waitFor();
  page.off('requestfinished', listener);
  const sizes = await Promise.all(fetched);
  return { requests: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * The time from each key of `word` to the frame that draws its results: a keydown listener notes the
 * key's time, and the status line's change, then the next animation frame, ends it.
 */
async function keystrokeLatencies(page: Page, word: string): Promise<number[]> {
  const box = page.getByRole('searchbox', { name: 'Search the site' }).last();
  await box.fill('');
  await page.evaluate(() => {
    const state = window as unknown as { keyAt?: number; latencies: number[] };
    state.latencies = [];
    document.addEventListener('keydown', (event) => (state.keyAt = event.timeStamp), true);
    new MutationObserver(() => {
      const started = state.keyAt;
      if (started === undefined || !/results? for|No results/.test(document.querySelector('main [role="status"]')?.textContent ?? '')) return;
      state.keyAt = undefined;
      requestAnimationFrame(() => setTimeout(() => state.latencies.push(performance.now() - started)));
    }).observe(document.querySelector('main [role="status"]')!, { childList: true, characterData: true, subtree: true });
  });
  // The word is typed one letter at a time: Latin letters, each a key of its own.
  for (const [index, key] of word.split('').entries()) {
    await box.press(key);
    await page.waitForFunction((count) => (window as unknown as { latencies: number[] }).latencies.length >= count, index + 1);
  }
  return page.evaluate(() => (window as unknown as { latencies: number[] }).latencies.map(Math.round));
}

/** The search's figures over the build served at `origin`: a phone's screen, a fresh browser context. */
export async function searchFigures(browser: Browser, origin: string, outDir: string, queries: readonly string[]): Promise<SearchFigures> {
  // No service worker: it would answer the index's parts once kept, out of the network's sight.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(origin + SEARCH_PAGE_PATH);
    await page.locator('site-island[data-block="search-results"][data-hydrated]').waitFor({ state: 'attached' });
    const measured = [];
    for (const query of queries) measured.push({ query, ...(await runQuery(page, query)) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const keystrokesMs = await keystrokeLatencies(page, queries[0]!);
    return { index: folderSize(join(outDir, SEARCH_INDEX_PATH)), queries: measured, keystrokesMs };
  } finally {
    await context.close();
  }
}
