/**
 * The site's own part of the offline service worker, which the Workbox worker (sw.js, written by
 * scripts/engine/prerender/offline.ts) loads first: it keeps the pages kept on the device in step
 * with the deployment, and gives the Workbox page rules their cache key, their choice of a kept
 * page and the offline page in the page's language (through `self.offlinePages`, as the rules are
 * written out as text).
 */
import { bringKeptPagesUpTo, keepPreviousAssets, pageToServe, type Deployment } from '../../services/offline/deployment';
import { precachedOfflinePage, type OfflinePage } from '../../services/offline/offlinePage';
import { withoutTrackingParams } from '../../services/offline/trackingParams';

/** Written in by the build: this deployment's id, its precached scripts, stylesheet and font, and each language's offline page. */
declare const OFFLINE_DEPLOYMENT: { id: string; assets: string[]; offlinePages: OfflinePage[] };

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
}

/** What a Workbox rule hands its plugins. */
interface CacheEvent {
  readonly request: Request;
  readonly cachedResponse?: Response | null;
}

interface OfflineWorkerScope {
  readonly registration: { readonly scope: string };
  addEventListener(type: 'install' | 'message', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  offlinePages?: {
    cacheKey(event: CacheEvent): string;
    pageToServe(event: CacheEvent): Promise<Response | null>;
    offlinePage(event: CacheEvent): Promise<Response | undefined>;
  };
}

const worker = self as unknown as OfflineWorkerScope;
const deployment: Deployment = { id: OFFLINE_DEPLOYMENT.id, assets: new Set(OFFLINE_DEPLOYMENT.assets) };

/** Workbox's precache, named as Workbox names it by default. */
const precacheName = `workbox-precache-v2-${worker.registration.scope}`;

let bringingUp: Promise<boolean> | undefined;

/**
 * One run at a time in this worker; a run that could not finish (offline) lets the next event try
 * again. Each run is held open by the event that started it (waitUntil), so the browser lets it
 * work, and never by the activation, which would hold every request until all pages are fetched.
 */
function bringUpKeptPages(event: ExtendableEvent) {
  bringingUp ??= bringKeptPagesUpTo(deployment)
    .catch(() => false)
    .then((done) => {
      if (!done) bringingUp = undefined;
      return done;
    });
  event.waitUntil(bringingUp);
}

worker.addEventListener('install', (event) => event.waitUntil(keepPreviousAssets(deployment, precacheName)));
// A visitor opening a page, or a page asking the worker to keep it: the moments a new deployment's
// worker is sure to meet, whether or not it was stopped since it took over.
worker.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate' && navigator.onLine) bringUpKeptPages(event);
});
worker.addEventListener('message', bringUpKeptPages);

worker.offlinePages = {
  cacheKey: ({ request }) => withoutTrackingParams(request.url),
  pageToServe: ({ request, cachedResponse }) => pageToServe(cachedResponse, request, deployment),
  offlinePage: ({ request }) => precachedOfflinePage(request.url, OFFLINE_DEPLOYMENT.offlinePages, precacheName),
};
