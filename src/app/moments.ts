/**
 * The moments an island can wake at, each a few lines over what the browser offers. Each calls
 * `wake` once.
 */

/** Once the browser has nothing more urgent to do (at most two seconds from now). */
export function whenIdle(wake: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(wake, { timeout: 2000 });
  else setTimeout(wake, 200);
}

/**
 * When any part of the island comes within a screen's reach of the viewport. The island element
 * has no box of its own (display: contents), so its children are watched.
 */
export function whenVisible(island: Element, wake: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wake();
    },
    { rootMargin: '50% 0px' },
  );
  for (const child of island.children) observer.observe(child);
}
