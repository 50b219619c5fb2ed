import { followingAttribute, readingAttribute } from '../surah-text/surahText.css';
import { ayahAtLine, readingLine, readView } from './readingLine';

/** How long the place must rest before it is kept, so a fast scroll through a surah writes once, not per ayah. */
export const KEEP_AFTER_MS = 400;

export interface ReadingFollower {
  /** The page's ayat, in order. */
  readonly ayat: readonly HTMLElement[];
  /** The ayah at the reading line now (numbered from 1). */
  current(): number;
  /** Holds the mark on an ayah the reader was sent to (a link, J or K) while it is in view, until the reader scrolls on. */
  pin(ayah: number): void;
  /** Lets the mark follow the line again. */
  unpin(): void;
  stop(): void;
}

/** Whether the reader asked to scroll or move, as against the browser scrolling to a link. */
const readerInput = ['wheel', 'pointerdown', 'keydown'] as const;

/**
 * Marks the ayah at the reading line as the page scrolls and keeps it as the place read, for
 * "Continue reading". It reads the layout once per scroll event, which browsers send at most once
 * a frame, just before drawing it: a few box reads (the halving of `ayahAtLine`), never one per
 * ayah. Nothing is announced: the mark is for the eye, and a screen reader's own cursor is the place.
 */
export function followReading(ayat: readonly HTMLElement[], keep: (ayah: number) => void): ReadingFollower {
  const root = document.documentElement;
  let marked = 0;
  let pinned = hashAyah(ayat.length);
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  let unkept: number | undefined;

  const keepNow = () => {
    clearTimeout(keepTimer);
    if (unkept) keep(unkept);
    unkept = undefined;
  };

  const inView = (ayah: number) => {
    const view = readView();
    const box = ayat[ayah - 1]!.getBoundingClientRect();
    return box.bottom > view.areaTop && box.top < view.areaBottom;
  };

  const current = () => {
    if (pinned && inView(pinned)) return pinned;
    pinned = undefined;
    return ayahAtLine(ayat.length, (index) => ayat[index]!.getBoundingClientRect().top, readingLine(readView()));
  };

  const update = () => {
    const ayah = current();
    if (ayah === marked) return;
    ayat[marked - 1]?.removeAttribute(readingAttribute);
    ayat[ayah - 1]!.setAttribute(readingAttribute, '');
    marked = ayah;
    unkept = ayah;
    clearTimeout(keepTimer);
    keepTimer = setTimeout(keepNow, KEEP_AFTER_MS);
  };

  const onHash = () => {
    pinned = hashAyah(ayat.length);
    update();
  };
  const unpin = () => {
    pinned = undefined;
  };

  root.setAttribute(followingAttribute, '');
  update();
  // A new text size, or translation lines arriving, move the ayat with no scroll: the mark follows
  // the text's size too.
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => update()) : undefined;
  const list = ayat[0]?.parentElement;
  if (list) resized?.observe(list);
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  window.addEventListener('hashchange', onHash);
  // Leaving the page (N, P, a link) before the place rested still keeps it.
  window.addEventListener('pagehide', keepNow);
  for (const type of readerInput) document.addEventListener(type, unpin, { capture: true, passive: true });

  return {
    ayat,
    current,
    pin(ayah) {
      pinned = ayah;
      update();
    },
    unpin,
    stop() {
      keepNow();
      resized?.disconnect();
      ayat[marked - 1]?.removeAttribute(readingAttribute);
      root.removeAttribute(followingAttribute);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('pagehide', keepNow);
      for (const type of readerInput) document.removeEventListener(type, unpin, { capture: true });
    },
  };
}

/** The ayah the address points at (#255), if it is one of the page's. */
function hashAyah(count: number): number | undefined {
  const ayah = Number(window.location.hash.slice(1));
  return Number.isInteger(ayah) && ayah >= 1 && ayah <= count ? ayah : undefined;
}
