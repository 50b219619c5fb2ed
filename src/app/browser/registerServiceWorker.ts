/**
 * Installs the service worker that keeps the site readable offline (scripts/engine/prerender/offline.ts
 * writes it); the island loader runs it, on every page with an island. The first page of a visit was
 * loaded before the worker could keep it, so once the worker is ready the page asks it to keep
 * the page and its pictures (Workbox's CACHE_URLS message, which stores each through the
 * worker's own rule for it).
 */
function keepFirstPage(worker: ServiceWorker | null) {
  const pictures = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/images/`));
  // Asked for as a page, so it matches the worker's rule for pages.
  const page = [window.location.pathname + window.location.search, { headers: { Accept: 'text/html' } }];
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page, ...pictures] } });
}

if ('serviceWorker' in navigator) {
  const firstVisit = !navigator.serviceWorker.controller;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => firstVisit && keepFirstPage(registration.active))
      .catch(() => {
        // No worker (a private window, a browser setting): the site works as before, online only.
      });
  // Once the page has loaded and the browser is idle, so installing (and the precache's
  // downloads) never competes with the page or its islands.
  const start = () => void register();
  // Safari has no requestIdleCallback, whatever the DOM types say.
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
