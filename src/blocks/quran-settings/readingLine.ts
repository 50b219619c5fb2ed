/**
 * The reading line: where on the screen the ayah being read is taken to be. It runs a little under
 * the top of the reading area (the window less the sticky header above and the chat button below,
 * as the page's scroll padding says), where a link to an ayah (/read-quran/2#255) and the keyboard's
 * J and K put that ayah: so the ayah a link or "Continue reading" opens is the one marked, and the
 * one marked is the one "Continue reading" opens.
 *
 * The last screen of a surah cannot scroll its last ayat up to the top, so over the last stretch of
 * scrolling the line moves down the reading area, reaching its bottom at the end of the page: every
 * ayah, the last included, is at the line at some point of the scroll.
 */

/** Where the window stands, in CSS pixels: the reading area's edges in the window, and the scroll. */
export interface ReadingView {
  readonly areaTop: number;
  readonly areaBottom: number;
  readonly scrollY: number;
  /** How far the page can scroll at most. */
  readonly maxScroll: number;
}

/** How far under the reading area's top the line runs: less than the shortest ayah is tall (one line of text and its padding). */
export const LINE_BELOW_TOP = 24;

/** The reading line's height in the window. */
export function readingLine({ areaTop, areaBottom, scrollY, maxScroll }: ReadingView): number {
  const top = areaTop + LINE_BELOW_TOP;
  const sweep = Math.min(areaBottom - top, maxScroll);
  if (sweep <= 0) return top;
  const left = Math.min(Math.max(maxScroll - scrollY, 0), sweep);
  return top + (areaBottom - top) * (1 - left / sweep);
}

/**
 * The ayah at the line (numbered from 1): the last whose top edge has reached it, found by halving
 * (nine reads for Al-Baqarah's 286 ayat), or the first while the line is still above the text.
 */
export function ayahAtLine(count: number, topOf: (index: number) => number, line: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (topOf(middle) <= line) low = middle + 1;
    else high = middle;
  }
  return Math.max(low, 1);
}

/** Whether the text has been read to its end: the line is past the last ayah, or the page can scroll no further. */
export function pastTheEnd(view: ReadingView, lastAyahBottom: number): boolean {
  return view.scrollY >= view.maxScroll - 0.5 || readingLine(view) >= lastAyahBottom;
}

/** The window as it stands now. The scroll padding is what keeps a scrolled-to ayah clear of the header and the chat button. */
export function readView(): ReadingView {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  const padding = (value: string) => parseFloat(value) || 0;
  return {
    areaTop: padding(style.scrollPaddingTop),
    areaBottom: window.innerHeight - padding(style.scrollPaddingBottom),
    scrollY: window.scrollY,
    maxScroll: Math.max(root.scrollHeight - window.innerHeight, 0),
  };
}
