/**
 * The moments an island can wake at, each a few lines over what the browser offers. Each calls
 * `wake` once. No island holds up what the visitor sees first: all wait for the page's load event
 * (its stylesheet and first-screen images are in) and for the page to have been painted once.
 */

/** After the next frame is painted; at once in a page being prerendered, which paints nothing until it is shown. */
function afterPaint(then: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}

/** As soon as the page has loaded and been painted. */
export function whenLoaded(wake: () => void): void {
  if (document.readyState === 'complete') afterPaint(wake);
  else window.addEventListener('load', () => afterPaint(wake), { once: true });
}

/** Once the page has loaded and the browser has nothing more urgent to do (at most two seconds later). */
export function whenIdle(wake: () => void): void {
  whenLoaded(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => wake(), { timeout: 2000 });
    else setTimeout(wake, 200);
  });
}

/**
 * Once the page has loaded, when any part of the island comes within half a screen of the
 * viewport. The island element has no box of its own (display: contents), so its children are
 * watched.
 */
export function whenVisible(island: Element, wake: () => void): void {
  whenLoaded(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        wake();
      },
      { rootMargin: '50% 0px' },
    );
    for (const child of island.children) observer.observe(child);
  });
}
