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

/** What says the visitor reaches for an island: a pointer over it or pressed on it, a touch, focus or a key inside it. */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * When the visitor first reaches for the island, at once (not after load: they are waiting). Its
 * element has no box of its own, but the events of its children pass through it.
 */
export function whenReachedFor(island: Element, wake: () => void): void {
  const reached = () => {
    for (const type of REACHING) island.removeEventListener(type, reached, true);
    wake();
  };
  for (const type of REACHING) island.addEventListener(type, reached, { capture: true, passive: true });
}

/**
 * When the visitor starts reading on: the first scroll of the page or a key pressed on it (outside
 * a field), or when they reach for the island, whichever comes first; for what follows the reading
 * (the ayah being read, the reader's shortcuts). A scroll the page makes to an #anchor as it opens
 * counts: the reader is taken to a place to read. The key that woke it is handed on, to be pressed
 * again once the island listens.
 */
export function whenReadingOn(island: Element, wake: (key?: KeyboardEvent) => void): void {
  let woken = false;
  const once = (key?: KeyboardEvent) => {
    if (woken) return;
    woken = true;
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('keydown', onKey);
    wake(key);
  };
  const onScroll = () => once();
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (island.contains(target)) once();
    else if (!target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) once(event);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('keydown', onKey);
  whenReachedFor(island, () => once());
}

/** The key pressed again, as the page had it, once what it was meant for listens. */
export function pressAgain(key: KeyboardEvent): void {
  const { key: name, code, shiftKey, altKey, ctrlKey, metaKey } = key;
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: name, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }));
}

/** Whether the page's address has any of the parameters. */
export function anyInQuery(names: readonly string[], search = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return names.some((name) => params.has(name));
}

/** Whether this device's store holds any of the keys (a store that cannot be read holds none). */
export function anyStored(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}
