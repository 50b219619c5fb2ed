import type { Page } from '@playwright/test';

/** One focus stop: what it was, and whether something hid its focus indicator. */
export interface FocusStop {
  /** Tag, accessible text and position, enough to find the element again when a test fails. */
  label: string;
  /** `hidden`: no part of the indicator can be seen; `partly`: some of it cannot; `null`: all of it can. */
  problem: 'hidden' | 'partly' | null;
  /** What covers it at the sampled points: `off-screen`, `header`, `chat`, or `popover` (another open popover). */
  coveredBy: string[];
  /** Whether this is the walk's first stop again: focus has come round. */
  first: boolean;
}

/**
 * Where the focused element and its focus ring stand, sampled at nine points (corners, edge
 * middles, centre) of the ring's outer box. A point counts as hidden when it is off the viewport,
 * or when the topmost element there belongs to a floating layer (the sticky header, the chat
 * button's dock, an open popover) that does not hold the focused element itself. Content drawn
 * over content in the page's own flow is not counted: this walker looks for what floats.
 * Runs in the page.
 */
function inspectFocus(): FocusStop | undefined {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return undefined;
  const walk = window as unknown as { focusWalkFirst?: Element };
  const first = walk.focusWalkFirst === element;
  walk.focusWalkFirst ??= element;

  // A control drawn through its label (a visually hidden radio or checkbox) is seen as the label.
  let target: Element = element;
  const own = element.getBoundingClientRect();
  if (own.width * own.height <= 1 && 'labels' in element) {
    const label = (element as HTMLInputElement).labels?.[0];
    if (label) target = label;
  }
  const box = target.getBoundingClientRect();
  const style = getComputedStyle(target);
  const ring = style.outlineStyle === 'none' ? 0 : Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
  const left = box.left - ring;
  const top = box.top - ring;
  const right = box.right + ring;
  const bottom = box.bottom + ring;

  const header = document.querySelector('body header');
  const dock = document.querySelector('[popovertarget="chat-popup"]')?.parentElement ?? null;
  const layerOf = (hit: Element): { name: string; layer: Element } | undefined => {
    const popover = hit.closest(':popover-open');
    if (popover) return { name: 'popover', layer: popover };
    if (header?.contains(hit)) return { name: 'header', layer: header };
    if (dock?.contains(hit)) return { name: 'chat', layer: dock };
    return undefined;
  };

  // Whether the focused element is painted above a layer it overlaps (the skip link lies over the
  // header): then its ring, drawn with it, is above that layer too.
  const above = (layer: Element): boolean => {
    const zone = layer.getBoundingClientRect();
    const x = (Math.max(box.left, zone.left) + Math.min(box.right, zone.right)) / 2;
    const y = (Math.max(box.top, zone.top) + Math.min(box.bottom, zone.bottom)) / 2;
    if (Math.max(box.left, zone.left) >= Math.min(box.right, zone.right) || Math.max(box.top, zone.top) >= Math.min(box.bottom, zone.bottom)) return false;
    const first = document.elementsFromPoint(x, y).find((hit) => target.contains(hit) || layer.contains(hit));
    return !!first && target.contains(first);
  };

  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const xs = [left + 0.5, (left + right) / 2, right - 0.5];
  const ys = [top + 0.5, (top + bottom) / 2, bottom - 0.5];
  const coveredBy = new Set<string>();
  let covered = 0;
  for (const x of xs) {
    for (const y of ys) {
      if (x < 0 || y < 0 || x >= width || y >= height) {
        coveredBy.add('off-screen');
        covered++;
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      const layer = hit && layerOf(hit);
      if (layer && !layer.layer.contains(element) && !above(layer.layer)) {
        coveredBy.add(layer.name);
        covered++;
      }
    }
  }
  const text = (element.getAttribute('aria-label') ?? element.textContent).trim().replace(/\s+/g, ' ').slice(0, 40);
  const id = element.id ? `#${element.id}` : '';
  return {
    label: `<${element.tagName.toLowerCase()}${id}> "${text}" at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
    problem: covered === 0 ? null : covered === xs.length * ys.length ? 'hidden' : 'partly',
    coveredBy: [...coveredBy],
    first,
  };
}

/**
 * Tabs forward from the top of the page until focus leaves its last stop (or comes round to the
 * first), then Shift+Tabs back to the first one, inspecting every stop on the way: backwards is
 * where the page scrolls up under the sticky header. Focus scrolls without animation here, so each
 * stop is measured right after its key.
 */
export async function walkFocus(page: Page, { limit = 400 }: { limit?: number } = {}): Promise<FocusStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    delete (window as unknown as { focusWalkFirst?: Element }).focusWalkFirst;
    window.scrollTo(0, 0);
  });
  const forward: FocusStop[] = [];
  for (;;) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus);
    if (!stop || stop.first) break;
    forward.push(stop);
    if (forward.length >= limit) throw new Error(`More than ${limit} stops going forward: is focus trapped?`);
  }
  // From past the last stop (or from the first, come round), back through the last to the first.
  const stops = [...forward];
  for (let remaining = forward.length; remaining > 0; remaining--) {
    await page.keyboard.press('Shift+Tab');
    const stop = await page.evaluate(inspectFocus);
    if (!stop) throw new Error('Shift+Tab left the page before reaching its first stop');
    stops.push(stop);
  }
  return stops;
}
