import { use } from 'react';
import { loadBlockComponents } from '../blocks/loadedBlocks';
import type { Page } from '../schema/page';
import type { RouteEntry } from './routeTypes';

/** React's `use` reads a settled promise synchronously when it carries its status (its own protocol). */
type TrackedPromise = Promise<Page> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Page; reason?: unknown };

const pages = new Map<string, TrackedPromise>();

async function loadWithBlocks(route: RouteEntry): Promise<Page> {
  const { default: page } = await route.load();
  await loadBlockComponents(page.blocks.map((block) => block.type));
  return page;
}

/** Starts (once) loading the route's page chunk and its blocks' code; the client awaits it before hydrating. */
export function loadPage(route: RouteEntry): Promise<Page> {
  let promise = pages.get(route.id);
  if (!promise) {
    const tracked: TrackedPromise = loadWithBlocks(route);
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      // The failure stays cached until the error boundary has shown it: evicting it here would
      // make React's retry start a new load and suspend again, forever, instead of failing.
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    pages.set(route.id, tracked);
    promise = tracked;
  }
  return promise;
}

/** The page, suspending while its chunk loads; during navigation the previous page stays on screen. */
export function usePage(route: RouteEntry): Page {
  return use(loadPage(route));
}

/** Drops failed loads, so the next visit to those pages tries again (the network may be back). */
export function forgetFailedPages(): void {
  for (const [id, promise] of pages) if (promise.status === 'rejected') pages.delete(id);
}
