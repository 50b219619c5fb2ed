import type { Browser, BrowserContextOptions } from '@playwright/test';
import { gzipBytes } from './routeAssets';

export interface RouteScripts {
  /** Distinct JavaScript files the page fetched, from its first byte to the end of the page. */
  readonly count: number;
  readonly gzipBytes: number;
  readonly files: readonly string[];
}

/** What a browser had stored (cookies, local storage), to start a page from. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A fresh browser context as a visitor's phone opens the site (390 × 844, no service worker, so
 * nothing is served from its cache), starting from `storageState` when given.
 */
export const phoneContext = (browser: Browser, storageState?: StorageState) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', storageState });

/**
 * The JavaScript a visitor's phone downloads for a route when it reads the whole page: load it at
 * 390 × 844, scroll to the end a screen at a time (so blocks that wake when seen do so), and
 * count every script it asked for, with its gzip size. `storageState` starts the page from what a
 * browser had stored: the signed-in owner's, say.
 */
export async function scriptsScrolledToEnd(browser: Browser, url: string, storageState?: StorageState): Promise<RouteScripts> {
  const context = await phoneContext(browser, storageState);
  const page = await context.newPage();
  const path = new URL(url).pathname;
  const scripts = new Set<string>();
  page.on('request', (request) => {
    // Only while on the route itself: /write sends a visitor who is not signed in on to /login.
    if (request.resourceType() === 'script' && new URL(request.frame().url()).pathname === path) scripts.add(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (let screens = 0; screens < 200 && new URL(page.url()).pathname === path; screens++) {
    const atEnd = await page
      .evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      })
      .catch(() => true);
    await page.waitForTimeout(50);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  // Idle moments (requestIdleCallback) get their turn once the page has nothing else to do.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await context.close();
  // The files are static: their bytes are read again from the server, whatever became of the page.
  let total = 0;
  for (const script of scripts) total += gzipBytes(new Uint8Array(await (await fetch(script)).arrayBuffer()));
  return { count: scripts.size, gzipBytes: total, files: [...scripts].map((file) => new URL(file).pathname) };
}
