import { KEPT_PAGES_CACHE } from './caches';

export interface KeepProgress {
  readonly done: number;
  readonly total: number;
  readonly bytes: number;
}

/** Whether this browser can keep pages for offline reading (a service worker and the Cache API). */
export function canKeepPages(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;
}

/**
 * Fetches each page and puts it in the service worker's cache of kept pages, a few at a time, reporting
 * progress and the bytes stored. A page that fails is left out and counted as not done.
 */
export async function keepPages(paths: readonly string[], onProgress: (progress: KeepProgress) => void): Promise<KeepProgress> {
  const cache = await caches.open(KEPT_PAGES_CACHE);
  let done = 0;
  let bytes = 0;
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      try {
        const response = await fetch(path, { credentials: 'same-origin' });
        if (!response.ok) continue;
        // Measured before it is added: `bytes += await ...` would add to the total as it was before
        // the wait, losing what the other pages added meanwhile.
        const size = (await response.clone().blob()).size;
        bytes += size;
        await cache.put(path, response);
        done += 1;
        onProgress({ done, total: paths.length, bytes });
      } catch {
        // Offline part-way: what was stored stays stored; the count says what is missing.
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  // Ask the browser not to clear what was kept when space runs low (it may still decline, or fail to
  // answer: either way nothing here changes). Older browsers have no storage manager, whatever the DOM types say.
  await (navigator.storage as StorageManager | undefined)?.persist().catch(() => undefined);
  return { done, total: paths.length, bytes };
}

/** "3.2 MB", "640 KB": the size a visitor reads. */
export function formatBytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
