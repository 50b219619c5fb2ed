// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followReading, KEEP_AFTER_MS, type ReadingFollower } from '../../../../src/blocks/quran-settings/followReading';
import { LINE_BELOW_TOP } from '../../../../src/blocks/quran-settings/readingLine';
import { readingPage } from '../../support/readingPage';

/** The ayat the page marks as being read: always exactly one while it follows the reader. */
const markedAyat = () => [...document.querySelectorAll('[data-reading]')].map((element) => Number(element.id));

/** Ten ayat of 200 px, the first 600 px down the page; the reading line is 124 + 24 px down the window. */
const layout = { heights: Array.from({ length: 10 }, () => 200) };
const line = 124 + LINE_BELOW_TOP;
/** The scroll that brings ayah `n`'s top to the reading line. */
const atLine = (n: number) => 600 + (n - 1) * 200 - line;

let follower: ReadingFollower | undefined;
let kept: number[];

beforeEach(() => {
  vi.useFakeTimers();
  kept = [];
});

afterEach(() => {
  follower?.stop();
  follower = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.location.hash = '';
});

const follow = (ayat: HTMLElement[]) => (follower = followReading(ayat, (ayah) => kept.push(ayah)));

describe('the ayah being read', () => {
  it('is the first while the text has not reached the reading line, and is marked for the eye only', () => {
    const page = readingPage(layout);
    follow(page.ayat);
    expect(markedAyat()).toEqual([1]);
    expect(document.documentElement.hasAttribute('data-follow-reading')).toBe(true);
    expect(document.querySelector('[aria-live], [role="status"]')).toBeNull();
  });

  it('follows the reading line as the page scrolls, one ayah marked at a time', () => {
    const page = readingPage(layout);
    follow(page.ayat);
    page.scrollTo(atLine(4));
    expect(markedAyat()).toEqual([4]);
    expect(follower!.current()).toBe(4);
    page.scrollTo(atLine(4) - 1);
    expect(markedAyat()).toEqual([3]);
    page.scrollTo(atLine(7) + 150);
    expect(markedAyat()).toEqual([7]);
  });

  it('follows the text when it is drawn again with no scroll: a new text size, translation lines', () => {
    const page = readingPage(layout);
    follow(page.ayat);
    page.scrollTo(atLine(4));
    expect(markedAyat()).toEqual([4]);
    // Twice as tall: the reading line, 600 px into the text, now falls in ayah 2.
    page.relayout(layout.heights.map((height) => height * 2));
    expect(markedAyat()).toEqual([2]);
    follower!.stop();
    page.relayout(layout.heights);
    expect(markedAyat()).toEqual([]);
  });

  it('reaches the last ayah on the last screen, which cannot scroll it up to the top', () => {
    const page = readingPage(layout);
    follow(page.ayat);
    page.scrollTo(page.maxScroll);
    expect(markedAyat()).toEqual([10]);
  });

  it('is kept for "Continue reading" once the page rests on it, once however many ayat a fast scroll passed', () => {
    const page = readingPage(layout);
    follow(page.ayat);
    vi.advanceTimersByTime(KEEP_AFTER_MS);
    expect(kept).toEqual([1]);
    for (let ayah = 2; ayah <= 8; ayah++) {
      page.scrollTo(atLine(ayah));
      vi.advanceTimersByTime(KEEP_AFTER_MS / 4);
    }
    expect(kept).toEqual([1]);
    vi.advanceTimersByTime(KEEP_AFTER_MS);
    expect(kept).toEqual([1, 8]);
  });

  it('is kept when the reader leaves the page before it rested', () => {
    const page = readingPage(layout);
    follow(page.ayat);
    page.scrollTo(atLine(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(kept).toEqual([5]);
  });
});

describe('an ayah the reader was sent to (/read-quran/2#9, J, K)', () => {
  it('is the one marked while it is in view, even where the line is at another, until the reader scrolls on', () => {
    window.location.hash = '#9';
    // A short footer: ayah 9 is still in view at the end of the page.
    const page = readingPage({ ...layout, belowText: 300 });
    // The browser scrolled as far as it could towards ayah 9: the end of the page, where the line is at ayah 10.
    page.scrollTo(page.maxScroll);
    follow(page.ayat);
    expect(markedAyat()).toEqual([9]);
    vi.advanceTimersByTime(KEEP_AFTER_MS);
    expect(kept).toEqual([9]);

    document.dispatchEvent(new Event('wheel'));
    page.scrollTo(page.maxScroll - 1);
    expect(markedAyat()).toEqual([10]);
  });

  it('is marked when the address changes to it, and by pin()', () => {
    const page = readingPage(layout);
    follow(page.ayat);
    page.scrollTo(atLine(3) - 100);
    window.location.hash = '#3';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(markedAyat()).toEqual([3]);
    follower!.pin(2);
    expect(markedAyat()).toEqual([2]);
    expect(follower!.current()).toBe(2);
  });

  it('no longer holds the mark once it is out of view', () => {
    window.location.hash = '#2';
    const page = readingPage(layout);
    // Where the browser puts an ayah a link points at: its top at the top of the reading area.
    page.scrollTo(800 - 124);
    follow(page.ayat);
    expect(markedAyat()).toEqual([2]);
    page.scrollTo(atLine(6));
    expect(markedAyat()).toEqual([6]);
    // Back in view, by scrolling: the line decides again.
    page.scrollTo(atLine(2) - 100);
    expect(markedAyat()).toEqual([1]);
  });

  it('is not an ayah at all when the address names none of the page', () => {
    window.location.hash = '#11';
    const page = readingPage(layout);
    follow(page.ayat);
    expect(markedAyat()).toEqual([1]);
  });
});

it('leaves the page as it found it when it stops, keeping the place not yet kept', () => {
  const page = readingPage(layout);
  follow(page.ayat);
  page.scrollTo(atLine(4));
  follower!.stop();
  follower = undefined;
  expect(kept).toEqual([4]);
  expect(markedAyat()).toEqual([]);
  expect(document.documentElement.hasAttribute('data-follow-reading')).toBe(false);
  page.scrollTo(atLine(6));
  expect(markedAyat()).toEqual([]);
});
