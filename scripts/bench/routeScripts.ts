import type { Browser } from '@playwright/test';
import { gzipBytes } from '../lib/routeAssets';

export interface RouteScripts {
  /** Distinct JavaScript files the page fetched, from its first byte to the end of the page. */
  readonly count: number;
  readonly gzipBytes: number;
  readonly files: readonly string[];
}

/**
 * The JavaScript a visitor's phone downloads for a route when it reads the whole page: load it at
 * 390 × 844, scroll to the end a screen at a time (so blocks that wake when seen do so), and
 * count every script response with its gzip size.
 */
export async function scriptsScrolledToEnd(browser: Browser, url: string): Promise<RouteScripts> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  const path = new URL(url).pathname;
  page.on('response', (response) => {
    // Only while on the route itself: /write sends a visitor who is not signed in on to /login.
    const onTheRoute = new URL(response.frame().url()).pathname === path;
    if (onTheRoute && response.request().resourceType() === 'script' && !bodies.has(response.url())) bodies.set(response.url(), response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (let screens = 0; screens < 200; screens++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(50);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  // Idle moments (requestIdleCallback) get their turn once the page has nothing else to do.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const body of bodies.values()) total += gzipBytes(await body);
  await context.close();
  return { count: bodies.size, gzipBytes: total, files: [...bodies.keys()].map((file) => new URL(file).pathname) };
}
