import { DEPLOYMENT_CACHE, KEPT_PAGES_CACHE, PAGES_CACHE, PREVIOUS_ASSETS_CACHE } from './caches';
import { assetsNamedBy, isAsset } from './pageAssets';

/** What the service worker knows of the deployment it came with (the build writes it in). */
export interface Deployment {
  /** Changes whenever a script, the stylesheet or the font changes. */
  readonly id: string;
  /** Its scripts, stylesheet and font, as paths: all precached. */
  readonly assets: ReadonlySet<string>;
}

/** The one entry of DEPLOYMENT_CACHE: the deployment every kept page was last brought up to. */
const BROUGHT_UP_TO = '/offline-deployment';

const PAGE_CACHES = [KEPT_PAGES_CACHE, PAGES_CACHE];

async function assetsMissingFrom(page: Response, deployment: Deployment): Promise<string[]> {
  return assetsNamedBy(await page.clone().text()).filter((path) => !deployment.assets.has(path));
}

/**
 * Whether a kept page would draw in full: every script, stylesheet and font it names is this
 * deployment's (precached) or still kept from an earlier one. A page that names files gone from
 * every cache would show unstyled and dead, so it is better not shown.
 */
export async function drawsInFull(page: Response, deployment: Deployment): Promise<boolean> {
  for (const path of await assetsMissingFrom(page, deployment)) {
    if (!(await caches.match(path))) return false;
  }
  return true;
}

/**
 * The page to answer with when the network did not: the visited copy, else the one the visitor
 * kept, whichever draws in full; null leaves the answer to the offline page.
 */
export async function pageToServe(visited: Response | null | undefined, key: Request, deployment: Deployment): Promise<Response | null> {
  if (visited && (await drawsInFull(visited, deployment))) return visited;
  const kept = await (await caches.open(KEPT_PAGES_CACHE)).match(key, { ignoreVary: true });
  return kept && (await drawsInFull(kept, deployment)) ? kept : null;
}

/**
 * Run as a new deployment's worker installs, while the precache still holds the previous
 * deployment's files (its activation deletes them): those the kept pages may name are copied aside,
 * so that a kept page not yet fetched again still draws in full offline. Nothing is copied when no
 * page is kept.
 */
export async function keepPreviousAssets(deployment: Deployment, precacheName: string): Promise<void> {
  const pagesKept = await Promise.all(PAGE_CACHES.map(async (name) => (await (await caches.open(name)).keys()).length > 0));
  if (!pagesKept.includes(true) || !(await caches.has(precacheName))) return;
  const precache = await caches.open(precacheName);
  const previous = await caches.open(PREVIOUS_ASSETS_CACHE);
  for (const request of await precache.keys()) {
    const path = new URL(request.url).pathname;
    if (!isAsset(path) || deployment.assets.has(path)) continue;
    const file = await precache.match(request);
    if (file) await previous.put(path, file);
  }
}

/**
 * Fetches again every kept page (visited or kept on purpose) that names another deployment's
 * files, then drops those files and records that the pages are up to date. True when all are.
 *
 * Resumable by construction: what is left to do is read from the pages themselves, so a worker
 * stopped half-way (the browser ends a worker's background work when it pleases) or cut off from
 * the network leaves the rest for the next run, which skips what is already done. The record makes
 * every later run a single cache read. A page the site no longer has is dropped; any other failure
 * stops the run and leaves the rest as it is.
 */
export async function bringKeptPagesUpTo(deployment: Deployment): Promise<boolean> {
  const record = await caches.open(DEPLOYMENT_CACHE);
  if ((await (await record.match(BROUGHT_UP_TO))?.text()) === deployment.id) return true;
  for (const name of PAGE_CACHES) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const kept = await cache.match(request, { ignoreVary: true });
      if (kept && (await assetsMissingFrom(kept, deployment)).length === 0) continue;
      let response: Response;
      try {
        response = await fetch(request.url, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'text/html' } });
      } catch {
        return false;
      }
      if (response.ok) await cache.put(request, response);
      else if (response.status === 404 || response.status === 410) await cache.delete(request);
      else return false;
    }
  }
  // In this order: stopped in between, the next run finds every page done and records it then.
  await caches.delete(PREVIOUS_ASSETS_CACHE);
  await record.put(BROUGHT_UP_TO, new Response(deployment.id));
  return true;
}
