const RELOADED_KEY = 'academy:reloaded-for';

/** How browsers word a dynamic import that failed to fetch (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

/**
 * After a deploy, an open tab may ask for chunks that no longer exist; one reload fetches the new
 * ones. Reloads at most once per path, so a chunk that is really gone shows the error screen
 * instead of a reload loop. Returns whether it reloaded.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  // Offline, a reload would only trade the site for the browser's error page.
  if (typeof window === 'undefined' || !isChunkLoadError(error) || !navigator.onLine) return false;
  const path = window.location.pathname;
  try {
    if (window.sessionStorage.getItem(RELOADED_KEY) === path) return false;
    window.sessionStorage.setItem(RELOADED_KEY, path);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Called once a page has rendered, so a later failure on the same path may reload again. */
export function clearChunkReloadMark(): void {
  try {
    window.sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage may be unavailable (privacy mode); the mark then never existed.
  }
}
