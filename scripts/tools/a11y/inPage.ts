/**
 * Functions that run inside the page (through page.evaluate), so each is self-contained: Playwright
 * sends a function's source text, nothing it closes over.
 */

/** What sits at a focus stop, as the walker reports it. */
export interface FocusedElement {
  /** A short description: landmark, tag, id, and accessible name where there is one. */
  readonly target: string;
  /** The element was focused at an earlier stop of this walk: focus has come around. */
  readonly seen: boolean;
  /** It lies inside the part of the page being walked. */
  readonly inRegion: boolean;
  readonly isFrame: boolean;
  /** Its bounding box in the viewport (its label's, for a control drawn by its label). */
  readonly box: { x: number; y: number; width: number; height: number };
  /** Where its focus indicator is drawn: its own box, or the card around it that draws the ring for it. */
  readonly indicatorBox: { x: number; y: number; width: number; height: number };
  /** Share of the sample points across its box and its ring where it can be seen, 0 to 1. */
  readonly visibleShare: number;
  /** Why points were not seen: 'outside' the viewport, 'clipped' by a scrolling ancestor, 'covered' by another element, 'transparent', 'empty' (no box). */
  readonly reasons: string[];
  /** What covered it, at the first covered point. */
  readonly coveredBy?: string;
}

/**
 * Resolves after the browser has finished moving things for the last focus change: once the scroll
 * position and the focused element's box stay the same over an animation frame (or after two
 * seconds' worth of frames, when something never stops moving). Chromium scrolls a control into
 * view as it takes focus, so this usually takes one frame; smooth scrolling takes more. Then it
 * waits for any finite transition on the focused element or an ancestor, so what fades in as it
 * takes focus is seen as it ends up.
 */
export function settleAfterFocus(): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const state = () => {
    const box = document.activeElement?.getBoundingClientRect();
    return [scrollX, scrollY, box?.x, box?.y, box?.width, box?.height].join();
  };
  return (async () => {
    let last = state();
    for (let frames = 0; frames < 120; frames++) {
      await frame();
      const now = state();
      if (now === last) break;
      last = now;
    }
    // A control that fades in as focus reaches it (the chat button) is judged once it has faded in.
    const focused = document.activeElement;
    const fading = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const end = animation.effect?.getComputedTiming().endTime;
      return !!target && !!focused && target.contains(focused) && typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
  })();
}

/** Forgets the elements seen so far, for a new walk in the same page. */
export function resetWalk(): void {
  (window as unknown as { focusWalkSeen: Element[] }).focusWalkSeen = [];
}

/**
 * Describes the focused element and how much of it, and of its focus ring, can be seen. A 5×5 grid
 * of points is laid over each of its boxes (2 px in from the edges, so a cover of two pixels or
 * more is noticed); each point must lie in the viewport and inside every ancestor that clips
 * overflow, and the topmost element there that draws something (document.elementsFromPoint) must
 * be the element, something inside it, one of its labels, or one of its ancestors (an element that
 * lets the pointer through, or a rounded corner, answers with what is behind it, which hides
 * nothing). Where its own outline reaches beyond its box, 3×3 points just inside the outline's
 * outer edge (its corners and the middles of its sides) must be in the viewport and unclipped too,
 * and only a fixed or sticky box (the header, the chat button, an open popover) hides them: the
 * browser paints an outline over the content around it in the page's flow. Where a box is larger than the viewport along an axis,
 * only the part in view is sampled on that axis: the browser cannot scroll the rest into view.
 */
export function inspectFocus(region: string): FocusedElement | null {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  const store = window as unknown as { focusWalkSeen?: Element[] };
  const seenList = (store.focusWalkSeen ??= []);
  const seen = seenList.includes(element);
  if (!seen) seenList.push(element);

  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const interactive = /^(a|button|summary|label|option|h[1-6])$/;
  const nameOf = (node: Element): string => {
    const labelledBy = node.getAttribute('aria-labelledby');
    const fromIds = labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' ') : '';
    const labels = 'labels' in node ? Array.from((node as HTMLInputElement).labels ?? []).map((label) => label.textContent).join(' ') : '';
    const tag = node.tagName.toLowerCase();
    // The first source that names the node; an empty attribute names nothing, so the next one is tried.
    return clean(
      [
        node.getAttribute('aria-label'),
        fromIds,
        labels,
        interactive.test(tag) ? node.textContent : '',
        node.getAttribute('title'),
        node.getAttribute('alt'),
        node.getAttribute('placeholder'),
        node.getAttribute('name'),
        node.getAttribute('role'),
      ].find(Boolean),
    );
  };
  const describe = (node: Element) => {
    const name = nameOf(node);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${name ? ` "${name}"` : ''}`;
  };
  const landmark = element.parentElement?.closest('header, nav, main, footer, aside, dialog, [popover]');
  const target = `${landmark ? `${landmark.tagName.toLowerCase()}${landmark.id ? `#${landmark.id}` : ''} › ` : ''}${describe(element)}`;
  /** The fixed or sticky box an element belongs to: what floats over the page (the header, the chat button, an open popover). */
  const floatingBox = (node: Element) => {
    for (let ancestor: Element | null = node; ancestor; ancestor = ancestor.parentElement) {
      if (/^(fixed|sticky)$/.test(getComputedStyle(ancestor).position)) return ancestor;
    }
    return undefined;
  };
  /** The fixed or sticky box a covering element belongs to (the usual culprit), or the element itself. */
  const culprit = (hit: Element) => {
    const layer = floatingBox(hit);
    return layer ? `${describe(layer)} (${getComputedStyle(layer).position})${layer === hit ? '' : ` › ${describe(hit)}`}` : describe(hit);
  };

  const opacityOf = (node: Element) => {
    let opacity = 1;
    for (let ancestor: Element | null = node; ancestor; ancestor = ancestor.parentElement) opacity *= Number(getComputedStyle(ancestor).opacity);
    return opacity;
  };
  const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
  // A control drawn by its label (a radio button made transparent inside a styled label) shows where its label is.
  const shown = opacityOf(element) < 0.1 && labels[0] ? labels[0] : element;
  const bounds = shown.getBoundingClientRect();
  const box = { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height };
  // A link that covers a whole card can leave the ring to the card (drawn with :has(:focus-visible)):
  // the indicator is then measured round the card, the nearest ancestor that draws an outline.
  const drawsOutline = (node: Element) => {
    const style = getComputedStyle(node);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  };
  let ringHolder: Element = shown;
  if (!drawsOutline(element)) {
    for (let node = element.parentElement, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      if (drawsOutline(node)) {
        ringHolder = node;
        break;
      }
    }
  }
  // A link that wraps onto two lines is outlined line by line: its ring is measured round its widest line.
  const fragments = Array.from(ringHolder.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
  const ringBounds = fragments.length > 1 ? fragments.reduce((widest, rect) => (rect.width > widest.width ? rect : widest)) : ringHolder.getBoundingClientRect();
  const indicatorBox = { x: ringBounds.x, y: ringBounds.y, width: ringBounds.width, height: ringBounds.height };
  // How far the control's own outline reaches beyond its box: its width plus its offset (none for a
  // ring drawn inside, or drawn round a container instead).
  const shownStyle = getComputedStyle(shown);
  const ringReach = drawsOutline(shown) ? Math.max(0, parseFloat(shownStyle.outlineWidth) + parseFloat(shownStyle.outlineOffset)) : 0;
  const isFrame = element.tagName === 'IFRAME';
  const inRegion = !!element.closest(region);
  const result = (visibleShare: number, reasons: string[], coveredBy?: string): FocusedElement => ({ target, seen, inRegion, isFrame, box, indicatorBox, visibleShare, reasons, coveredBy });

  let rects = Array.from(shown.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
  // A link wrapping blocks can have no box of its own; what it shows is its content.
  if (!rects.length) rects = Array.from(shown.querySelectorAll('*')).map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0);
  if (!rects.length) return result(0, ['empty']);
  if (opacityOf(shown) < 0.1) return result(0, ['transparent']);

  const viewport = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: document.documentElement.clientHeight };
  const clip = { ...viewport };
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.position === 'fixed') break;
    const rect = node.getBoundingClientRect();
    if (style.overflowX !== 'visible') [clip.left, clip.right] = [Math.max(clip.left, rect.left + node.clientLeft), Math.min(clip.right, rect.left + node.clientLeft + node.clientWidth)];
    if (style.overflowY !== 'visible') [clip.top, clip.bottom] = [Math.max(clip.top, rect.top + node.clientTop), Math.min(clip.bottom, rect.top + node.clientTop + node.clientHeight)];
  }

  /**
   * A box that draws nothing of its own (a transparent wrapper around a floating button) hides
   * nothing where it lies over the control, though it is what the pointer would hit there.
   */
  const paintsNothing = (node: Element) => {
    if (/^(img|svg|video|canvas|iframe|input|textarea|select|button|object|embed)$/i.test(node.tagName) || node instanceof SVGElement) return false;
    const style = getComputedStyle(node);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const hasText = Array.from(node.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    const borders = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
    );
    return transparent(style.backgroundColor) && style.backgroundImage === 'none' && style.boxShadow === 'none' && style.backdropFilter === 'none' && !borders && !hasText;
  };
  const reasons = new Set<string>();
  let coveredBy: string | undefined;
  let points = 0;
  let visible = 0;
  const ours = (node: Element) => node === element || element.contains(node) || node.contains(element) || labels.some((label) => label.contains(node));
  // Whether the control is painted above a floating box it overlaps (the skip link lies over the
  // header): its ring, drawn with it, is then above that box too.
  const paintedAbove = (layer: Element) => {
    const zone = layer.getBoundingClientRect();
    const [left, right, top, bottom] = [Math.max(bounds.left, zone.left), Math.min(bounds.right, zone.right), Math.max(bounds.top, zone.top), Math.min(bounds.bottom, zone.bottom)];
    if (left >= right || top >= bottom) return false;
    const first = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((hit) => ours(hit) || layer.contains(hit));
    return !!first && ours(first);
  };
  /** `count` points from one side to the other, 2 px in from each (all in the middle of a box too thin for that). */
  const spread = (from: number, to: number, count: number) => {
    const [start, end] = to - from > 4 ? [from + 2, to - 2] : [(from + to) / 2, (from + to) / 2];
    return Array.from({ length: count }, (_, index) => start + ((end - start) * index) / (count - 1));
  };
  /** A `count`×`count` grid over a box; along an axis where the box cannot fit in the viewport, over the part in view only. */
  const grid = (rect: { left: number; top: number; right: number; bottom: number }, count: number) => {
    const [left, right] = rect.right - rect.left > viewport.right ? [Math.max(rect.left, 0), Math.min(rect.right, viewport.right)] : [rect.left, rect.right];
    const [top, bottom] = rect.bottom - rect.top > viewport.bottom ? [Math.max(rect.top, 0), Math.min(rect.bottom, viewport.bottom)] : [rect.top, rect.bottom];
    return spread(left, right, count).flatMap((x) => spread(top, bottom, count).map((y) => [x, y] as const));
  };
  /** Counts one point, seen or not and why; `hides` says whether the element drawn on top there hides it. */
  const sample = (x: number, y: number, hides: (hit: Element) => boolean) => {
    points++;
    if (x < viewport.left || x >= viewport.right || y < viewport.top || y >= viewport.bottom) reasons.add('outside');
    else if (x < clip.left || x >= clip.right || y < clip.top || y >= clip.bottom) reasons.add('clipped');
    else {
      const hit = document.elementsFromPoint(x, y).find((candidate) => ours(candidate) || !paintsNothing(candidate));
      if (!hit || ours(hit) || !hides(hit)) visible++;
      else {
        reasons.add('covered');
        coveredBy ??= culprit(hit);
      }
    }
  };
  const controlBoxes = rects.slice(0, 4);
  // Over the control, anything drawn on top hides it.
  for (const rect of controlBoxes) for (const [x, y] of grid(rect, 5)) sample(x, y, () => true);
  // Over its ring (the corners and the middles of its sides), only a box that floats over the page
  // does: the browser paints outlines after the content around them in the page's flow.
  const ring = { left: bounds.left - ringReach, top: bounds.top - ringReach, right: bounds.right + ringReach, bottom: bounds.bottom + ringReach };
  const onControl = (x: number, y: number) => controlBoxes.some((rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom);
  if (ringReach > 0) {
    for (const [x, y] of grid(ring, 3)) {
      if (onControl(x, y)) continue;
      sample(x, y, (hit) => {
        const layer = floatingBox(hit);
        return !!layer && !layer.contains(element) && !paintedAbove(layer);
      });
    }
  }
  return result(visible / points, [...reasons], coveredBy);
}

/**
 * Moves the point where sequential navigation starts to the start or the end of a part of the page
 * (the whole body, as if focus came from the browser's own controls): a throwaway element there
 * takes focus, and is removed as soon as Tab or Shift+Tab has left it. It is positioned absolutely,
 * so it takes no place in a grid or flex layout while it is there.
 */
export function placeMarker(region: string, at: 'start' | 'end'): boolean {
  const container = document.querySelector(region);
  if (!container) return false;
  const marker = document.createElement('span');
  marker.tabIndex = -1;
  marker.dataset.focusWalkMarker = '';
  marker.style.position = 'absolute';
  if (at === 'start') container.prepend(marker);
  else container.append(marker);
  marker.focus({ preventScroll: true });
  return true;
}

/** Removes the marker once focus has moved on from it. */
export function removeMarker(): void {
  document.querySelector('[data-focus-walk-marker]:not(:focus)')?.remove();
}
