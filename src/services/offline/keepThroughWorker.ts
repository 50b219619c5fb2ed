/** Whether the offline worker answers this page's requests now, so that its rules keep what the page fetches. */
export function workerControlsPage(): boolean {
  return typeof navigator !== 'undefined' && Boolean((navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller);
}

/**
 * Asks the offline worker, once it is ready, to fetch and keep these files by its own rule for each
 * (Workbox's CACHE_URLS message): for what the page fetched before the worker took it over. Without a
 * worker (an old browser, a private window) nothing happens.
 */
export function keepThroughWorker(urls: readonly string[]): void {
  // Older browsers have no service worker container, whatever the DOM types say.
  const container = typeof navigator === 'undefined' ? undefined : (navigator.serviceWorker as ServiceWorkerContainer | undefined);
  if (!container || urls.length === 0) return;
  void container.ready.then(
    (registration) => registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }),
    () => undefined,
  );
}
