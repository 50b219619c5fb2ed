import { describe, expect, it } from 'vitest';
import { ayahAtLine, LINE_BELOW_TOP, pastTheEnd, readingLine, type ReadingView } from '../../../../src/blocks/quran-settings/readingLine';

/** A phone's window: the header's 124 px above the reading area, the chat button's 84 px below it. */
const phone = (scrollY: number, maxScroll = 40_000): ReadingView => ({ areaTop: 124, areaBottom: 844 - 84, scrollY, maxScroll });
const top = 124 + LINE_BELOW_TOP;
const bottom = 844 - 84;

describe('the reading line', () => {
  it('runs just under the top of the reading area, where a link to an ayah puts it, through most of the surah', () => {
    expect(readingLine(phone(0))).toBe(top);
    expect(readingLine(phone(20_000))).toBe(top);
    // Until one reading area's height before the end of the page.
    expect(readingLine(phone(40_000 - (bottom - top)))).toBe(top);
  });

  it('moves down the reading area over the last screen of scrolling, reaching its bottom at the end', () => {
    const sweep = bottom - top;
    expect(readingLine(phone(40_000 - sweep / 2))).toBeCloseTo(top + sweep / 2);
    expect(readingLine(phone(40_000 - sweep / 4))).toBeCloseTo(top + (3 * sweep) / 4);
    expect(readingLine(phone(40_000))).toBe(bottom);
    // Scrolled past the end (a phone's overscroll bounce): still the bottom.
    expect(readingLine(phone(40_100))).toBe(bottom);
  });

  it('starts at the top on a page that scrolls less than a screen, and sweeps over what it does scroll', () => {
    expect(readingLine(phone(0, 300))).toBe(top);
    expect(readingLine(phone(150, 300))).toBeCloseTo((top + bottom) / 2);
    expect(readingLine(phone(300, 300))).toBe(bottom);
  });

  it('stays at the top on a page that does not scroll at all', () => {
    expect(readingLine(phone(0, 0))).toBe(top);
  });
});

describe('the ayah at the line', () => {
  // Ten ayat, each 100 px tall, the first starting 500 px down the window.
  const tops = Array.from({ length: 10 }, (_, index) => 500 + index * 100);
  const topOf = (index: number) => tops[index]!;

  it('is the last ayah whose top has reached the line', () => {
    expect(ayahAtLine(10, topOf, 500)).toBe(1);
    expect(ayahAtLine(10, topOf, 599)).toBe(1);
    expect(ayahAtLine(10, topOf, 600)).toBe(2);
    expect(ayahAtLine(10, topOf, 1_050)).toBe(6);
    expect(ayahAtLine(10, topOf, 1_400)).toBe(10);
    expect(ayahAtLine(10, topOf, 5_000)).toBe(10);
  });

  it('is the first while the line is still above the text', () => {
    expect(ayahAtLine(10, topOf, 100)).toBe(1);
  });

  it('is found in a handful of reads, not one per ayah', () => {
    const many = Array.from({ length: 286 }, (_, index) => index * 150);
    let count = 0;
    expect(
      ayahAtLine(
        286,
        (index) => {
          count++;
          return many[index]!;
        },
        255 * 150 + 10,
      ),
    ).toBe(256);
    expect(count).toBeLessThanOrEqual(9);
  });
});

describe('the end of the surah', () => {
  it('is when the line has passed the last ayah', () => {
    expect(pastTheEnd(phone(10_000), top + 1)).toBe(false);
    expect(pastTheEnd(phone(10_000), top)).toBe(true);
    expect(pastTheEnd(phone(10_000), top - 50)).toBe(true);
  });

  it('is when the page can scroll no further, wherever the last ayah is', () => {
    expect(pastTheEnd(phone(40_000), 5_000)).toBe(true);
    expect(pastTheEnd(phone(39_999.6), 5_000)).toBe(true);
    expect(pastTheEnd(phone(39_990), 5_000)).toBe(false);
  });
});
