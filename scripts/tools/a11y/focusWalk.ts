import type { Page } from '@playwright/test';
import { focusAppearance, type Box, type FocusAppearance } from './focusAppearance';
import { inspectFocus, placeMarker, removeMarker, resetWalk, settleAfterFocus, type FocusedElement } from './inPage';
import { decodePng } from './png';
import { wakeIslands } from './islands';

type Direction = 'forward' | 'backward';
type Visibility = 'visible' | 'partly hidden' | 'hidden';

export interface FocusStop {
  readonly direction: Direction;
  /** 1 for the first stop of its direction. */
  readonly index: number;
  readonly target: string;
  readonly visibility: Visibility;
  readonly visibleShare: number;
  readonly reasons: string[];
  readonly coveredBy?: string;
  /** The focus indicator check, when asked for. */
  readonly indicator?: FocusAppearance;
}

/** How a walk in one direction ended: focus left the page (or the region walked), came back to a stop already seen, or the limit was reached. */
type WalkEnd = 'left the page' | 'left the region' | 'came around' | 'limit' | 'no region';

export interface FocusWalk {
  readonly stops: FocusStop[];
  readonly ended: Record<Direction, WalkEnd>;
}

export interface WalkOptions {
  /** Most stops in each direction. */
  readonly maxStops?: number;
  /** Capture each stop focused and unfocused and check its indicator (forward stops only: the indicator does not depend on the direction). */
  readonly indicator?: boolean;
  /**
   * Walks only the part of the page this selector matches (the first match): from its start with
   * Tab, from its end with Shift+Tab, until focus leaves it. Without it, the whole page.
   */
  readonly region?: string;
}

/** Space around the control in the captures: the site's outline sits 2 px out and is 3 px thick. */
const captureMargin = 8;

interface Walker {
  settle(): Promise<void>;
  placeMarker(region: string, at: 'start' | 'end'): boolean;
  step(region: string): Promise<FocusedElement | null>;
  reset(): void;
}

/**
 * Puts the in-page functions on the page once, so each stop costs one round trip: wait for the
 * browser to settle, then inspect. tsx (which runs the audit) wraps nested functions in a `__name`
 * helper that exists only in Node; the page gets a harmless one, so the same source serves the
 * audit and the e2e tests.
 */
async function installWalker(page: Page): Promise<void> {
  await page.evaluate(`
    globalThis.__name ??= (target) => target;
    window.focusWalker = {
      settle: ${settleAfterFocus.toString()},
      inspect: ${inspectFocus.toString()},
      reset: ${resetWalk.toString()},
      placeMarker: ${placeMarker.toString()},
      removeMarker: ${removeMarker.toString()},
      async step(region) { this.removeMarker(); await this.settle(); return this.inspect(region); },
    };
  `);
}


function visibilityOf(share: number): Visibility {
  return share >= 1 ? 'visible' : share <= 0 ? 'hidden' : 'partly hidden';
}

/**
 * The change focus makes around `ring` (a box in the window): the area captured with focus where it
 * is, then again after `unfocus`, and compared. Both captures show the box and `captureMargin` around
 * it, clipped to the window; nothing of it in the window, nothing is measured.
 */
export async function focusChange(page: Page, ring: Box, unfocus: () => Promise<void>): Promise<FocusAppearance | undefined> {
  const viewport = page.viewportSize();
  if (!viewport) return undefined;
  const left = Math.max(0, Math.floor(ring.x - captureMargin));
  const top = Math.max(0, Math.floor(ring.y - captureMargin));
  const right = Math.min(viewport.width, Math.ceil(ring.x + ring.width + captureMargin));
  const bottom = Math.min(viewport.height, Math.ceil(ring.y + ring.height + captureMargin));
  if (right - left < 1 || bottom - top < 1) return undefined;
  const clip = { x: left, y: top, width: right - left, height: bottom - top };
  const capture = async () => decodePng(await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' }));
  const focusedImage = await capture();
  await unfocus();
  const unfocusedImage = await capture();
  return focusAppearance(focusedImage, unfocusedImage, { x: ring.x - left, y: ring.y - top, width: ring.width, height: ring.height });
}

/**
 * Captures the control focused, then unfocused (after blur), and compares the two. Blurring leaves
 * Chromium's sequential navigation starting point on the control, so the next Tab goes on from it.
 */
function checkIndicator(page: Page, focused: FocusedElement): Promise<FocusAppearance | undefined> {
  return focusChange(page, focused.indicatorBox, async () => {
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      return (window as unknown as { focusWalker: Walker }).focusWalker.settle();
    });
  });
}

async function walkOneWay(page: Page, direction: Direction, options: WalkOptions, stops: FocusStop[]): Promise<WalkEnd> {
  const maxStops = options.maxStops ?? 200;
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  const region = options.region ?? 'body';
  await page.evaluate(() => (window as unknown as { focusWalker: Walker }).focusWalker.reset());
  if (direction === 'forward' && !options.region) {
    // From the top of a page nothing has focused yet, as a visitor arriving on it.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  } else {
    const at = direction === 'forward' ? 'start' : 'end';
    const placed = await page.evaluate(([selector, edge]) => (window as unknown as { focusWalker: Walker }).focusWalker.placeMarker(selector, edge), [region, at] as const);
    if (!placed) return 'no region';
  }
  let previous: FocusedElement | null = null;
  let count = 0;
  // Key presses are bounded too, for a frame whose inner stops are not counted.
  for (let presses = 0; presses < maxStops * 2; presses++) {
    await page.keyboard.press(key);
    const focused = await page.evaluate((selector) => (window as unknown as { focusWalker: Walker }).focusWalker.step(selector), region);
    if (!focused) return 'left the page';
    if (!focused.inRegion) return 'left the region';
    // Inside a frame, Tab moves between the frame's own controls while the page sees the frame focused.
    if (focused.isFrame && previous?.isFrame && focused.target === previous.target) continue;
    if (focused.seen) return 'came around';
    previous = focused;
    count++;
    const indicator = options.indicator && direction === 'forward' ? await checkIndicator(page, focused) : undefined;
    stops.push({
      direction,
      index: count,
      target: focused.target,
      visibility: visibilityOf(focused.visibleShare),
      visibleShare: Math.round(focused.visibleShare * 100) / 100,
      reasons: focused.reasons,
      ...(focused.coveredBy ? { coveredBy: focused.coveredBy } : {}),
      ...(indicator ? { indicator } : {}),
    });
    if (count >= maxStops) return 'limit';
  }
  return 'limit';
}

/**
 * Walks the open page with the keyboard: Tab from the top until focus leaves the page or comes back
 * around, then Shift+Tab from the end. Both ways, because the browser scrolls a control into view
 * at the bottom edge going forward and at the top edge going back, where different fixed boxes
 * (a floating button, a sticky header) can cover it.
 */
export async function walkFocus(page: Page, options: WalkOptions = {}): Promise<FocusWalk> {
  await installWalker(page);
  const stops: FocusStop[] = [];
  const forward = await walkOneWay(page, 'forward', options, stops);
  const backward = await walkOneWay(page, 'backward', options, stops);
  return { stops, ended: { forward, backward } };
}

/**
 * Makes the open page ready as a visitor would find it before reaching for the keyboard: every
 * island interactive (one that wakes when seen is scrolled into view first, one that wakes when
 * reached for is pointed at), then back at the top.
 */
async function readyForWalk(page: Page): Promise<void> {
  await wakeIslands(page, (island) => island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' }));
  await page.evaluate(() => window.scrollTo(0, 0));
}

const navigatedAway = /Execution context was destroyed|navigation/i;

/**
 * Opens a route and walks it. A page may send the visitor elsewhere by itself (the blog editor
 * sends a signed-out visitor to the login page, once it knows): the walk then starts again on the
 * page it landed on, which is what a keyboard user meets there. `url` is where the walk happened.
 */
export async function walkRoute(page: Page, url: string, options: WalkOptions = {}): Promise<FocusWalk & { url: string }> {
  await page.goto(url);
  for (let attempt = 1; ; attempt++) {
    try {
      await readyForWalk(page);
      const walk = await walkFocus(page, options);
      return { ...walk, url: page.url() };
    } catch (error) {
      if (attempt >= 3 || !navigatedAway.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}
