import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/i18n/messages/en';
import { defaultPace, frameStep, isPace, LONGEST_FRAME_MS, paceLabel, paces, pixelsPerSecond, stepPace } from '../../../../../src/blocks/quran-settings/handsFree/pace';
import { englishLocale } from '../../../support/locale';

/** Runs `seconds` of frames of `frameMs` each and returns how far they scrolled, and in how many steps. */
function scrollFor(seconds: number, frameMs: number, speed: number, pixelRatio = 1) {
  let carried = 0;
  let total = 0;
  const moves: number[] = [];
  for (let frame = Math.round((seconds * 1000) / frameMs); frame > 0; frame--) {
    const step = frameStep(carried, speed, frameMs, pixelRatio);
    carried = step.carried;
    total += step.move;
    moves.push(step.move);
  }
  return { total, moves };
}

describe('the paces offered', () => {
  it('run from a slow recitation to reading in one’s head, slowest first, 10 lines a minute at first', () => {
    expect(paces[0]).toBe(2);
    expect(paces.at(-1)).toBe(40);
    expect([...paces].sort((a, b) => a - b)).toEqual([...paces]);
    expect(defaultPace).toBe(10);
    expect(paceLabel(12, en.reader.quranSettings.handsFree, englishLocale.formats)).toBe('12 lines a minute');
  });

  it('are the only paces accepted', () => {
    expect(isPace(10)).toBe(true);
    for (const value of [7, 0, -10, 10.5, '10', null, undefined, [10]]) expect(isPace(value), String(value)).toBe(false);
  });

  it('step up and down one at a time, staying at the ends', () => {
    expect(stepPace(10, 1)).toBe(12);
    expect(stepPace(10, -1)).toBe(8);
    expect(stepPace(40, 1)).toBe(40);
    expect(stepPace(2, -1)).toBe(2);
  });

  it('are lines of the text at its size: 10 lines a minute of 60 px lines is 10 px a second', () => {
    expect(pixelsPerSecond(10, 60)).toBe(10);
    expect(pixelsPerSecond(30, 90)).toBe(45);
  });
});

describe('a frame’s step', () => {
  it('covers the same distance in a minute at sixty frames a second as at ten', () => {
    const smooth = scrollFor(60, 1000 / 60, 10);
    const slow = scrollFor(60, 100, 10);
    expect(smooth.total).toBeCloseTo(600, 0);
    expect(slow.total).toBeCloseTo(600, 0);
    expect(smooth.moves.length).toBe(6 * slow.moves.length);
  });

  it('moves by whole device pixels, carrying the rest, so the slowest pace still moves', () => {
    const { total, moves } = scrollFor(10, 1000 / 60, pixelsPerSecond(2, 40));
    expect(total).toBeCloseTo(13, 0);
    expect(moves.every((move) => Number.isInteger(move))).toBe(true);
    expect(moves.filter((move) => move > 0).length).toBe(13);
    // Three device pixels to a CSS pixel: steps of a third.
    const sharp = scrollFor(10, 1000 / 60, pixelsPerSecond(2, 40), 3);
    expect(sharp.total).toBeCloseTo(40 / 3, 0);
    expect(sharp.moves.every((move) => Number.isInteger(move * 3))).toBe(true);
  });

  it('stands for at most a quarter of a second, so a page shown again after a while does not jump', () => {
    expect(frameStep(0, 100, 60_000, 1).move).toBe((100 * LONGEST_FRAME_MS) / 1000);
    expect(frameStep(0, 100, -5, 1)).toEqual({ move: 0, carried: 0 });
  });
});
