import { IMAGES_CACHE, PAGES_CACHE } from '../services/offline/caches';

/**
 * Every page's one small script: installs the service worker that keeps the site readable
 * offline (scripts/prerender/offline.ts writes it). The first page of a visit was loaded before
 * the worker could keep it, so it is put in the worker's caches, with its pictures, once the
 * worker is ready.
 */
async function keepFirstPage() {
  const pictures = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/images/`));
  await Promise.all([
    caches.open(PAGES_CACHE).then((cache) => cache.add(window.location.pathname + window.location.search)),
    caches.open(IMAGES_CACHE).then((cache) => cache.addAll(pictures)),
  ]);
}

if ('serviceWorker' in navigator) {
  const firstVisit = !navigator.serviceWorker.controller;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(() => (firstVisit ? keepFirstPage() : undefined))
      .catch(() => {
        // No worker (a private window, a browser setting): the site works as before, online only.
      });
  // After the page has loaded, so installing (and the precache's downloads) never delays it.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
