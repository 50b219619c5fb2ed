import { vi } from 'vitest';

export interface ReadingPageLayout {
  /** Each ayah's height, in CSS pixels. */
  readonly heights: readonly number[];
  /** How far down the page the first ayah starts (the header, the settings, the surah's name). */
  readonly textTop?: number;
  /** What follows the text (the credit, the links to other surahs, the footer). */
  readonly belowText?: number;
  readonly windowHeight?: number;
  /** The page's scroll padding: the sticky header above, the chat button below. */
  readonly paddingTop?: number;
  readonly paddingBottom?: number;
  /** The ayat's line height. */
  readonly lineHeight?: number;
}

export interface ReadingPage {
  readonly ayat: HTMLElement[];
  readonly maxScroll: number;
  /** Where the window is scrolled now. */
  scrolled(): number;
  /** Scrolls the window, as a reader would, and lets the page know. */
  scrollTo(y: number): void;
  /** Draws the ayat again at new heights with no scroll (a text size, translation lines), as observers of their size hear it. */
  relayout(heights: readonly number[]): void;
}

/**
 * A surah page laid out by hand, since jsdom lays out nothing: the static text's ayat one under
 * the other, a window of a phone's height that scrolls (and says so with scroll events), and the
 * scroll padding and line height the reading settings read. Globals are stubbed (vitest puts them
 * back after each test); call `vi.restoreAllMocks()` and empty the body after each test.
 */
export function readingPage({ heights, textTop = 600, belowText = 1_200, windowHeight = 844, paddingTop = 124, paddingBottom = 84, lineHeight = 60 }: ReadingPageLayout): ReadingPage {
  document.body.innerHTML = `<article data-surah="2"><ol>${heights.map((_, index) => `<li id="${index + 1}" tabindex="-1"><p>ayah ${index + 1}</p></li>`).join('')}</ol></article>`;
  const ayat = [...document.querySelectorAll<HTMLElement>('article li')];
  const startsOf = (sizes: readonly number[]) => sizes.map((_, index) => textTop + sizes.slice(0, index).reduce((sum, height) => sum + height, 0));
  let sizes = heights;
  let starts = startsOf(sizes);
  const pageHeight = textTop + heights.reduce((sum, height) => sum + height, 0) + belowText;
  const maxScroll = pageHeight - windowHeight;
  let scrollY = 0;

  vi.stubGlobal('innerHeight', windowHeight);
  vi.stubGlobal('devicePixelRatio', 1);
  vi.stubGlobal('scrollY', scrollY);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(pageHeight);
  const scrollTo = (y: number) => {
    scrollY = Math.min(Math.max(y, 0), maxScroll);
    vi.stubGlobal('scrollY', scrollY);
    window.dispatchEvent(new Event('scroll'));
  };
  vi.stubGlobal('scrollBy', (options: ScrollToOptions) => scrollTo(scrollY + (options.top ?? 0)));
  ayat.forEach((ayah, index) => {
    vi.spyOn(ayah, 'getBoundingClientRect').mockImplementation(() => {
      const top = starts[index]! - scrollY;
      return { top, bottom: top + sizes[index]!, left: 0, right: 390, width: 390, height: sizes[index]!, x: 0, y: top } as DOMRect;
    });
  });
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    if (element === document.documentElement) return { scrollPaddingTop: `${paddingTop}px`, scrollPaddingBottom: `${paddingBottom}px` } as CSSStyleDeclaration;
    if (element instanceof HTMLParagraphElement && element.closest('article')) return { lineHeight: `${lineHeight}px` } as CSSStyleDeclaration;
    return computed(element);
  });
  const sizeObservers = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly #heard: () => void;
      constructor(callback: ResizeObserverCallback) {
        this.#heard = () => callback([], this);
      }
      observe() {
        sizeObservers.add(this.#heard);
      }
      unobserve() {
        sizeObservers.delete(this.#heard);
      }
      disconnect() {
        sizeObservers.delete(this.#heard);
      }
    },
  );
  const relayout = (next: readonly number[]) => {
    sizes = next;
    starts = startsOf(sizes);
    for (const heard of sizeObservers) heard();
  };
  return { ayat, maxScroll, scrolled: () => scrollY, scrollTo, relayout };
}
