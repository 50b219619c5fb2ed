import { plural } from '../../../i18n/format';
import type { LocaleFormats } from '../../../i18n/localeFormats';
import type { Messages } from '../../../i18n/messages/en';

/**
 * The paces of hands-free scrolling, in lines of the Arabic text a minute: from a slow recitation
 * (two or three lines) to reading in one's head (forty). Lines, not pixels, so a pace reads the same
 * at every text size.
 */
export const paces = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40] as const;
export type Pace = (typeof paces)[number];

export const defaultPace: Pace = 10;

export const isPace = (value: unknown): value is Pace => paces.includes(value as Pace);

/** A pace as the settings and the status line say it ("10 lines a minute"), in the page's language. */
export const paceLabel = (pace: Pace, text: Messages['reader']['quranSettings']['handsFree'], formats: LocaleFormats): string => plural(text.pace, pace, formats);

/** The next pace up (`by` 1) or down (`by` -1), staying at the fastest or slowest. */
export function stepPace(pace: Pace, by: 1 | -1): Pace {
  const index = paces.indexOf(pace);
  return paces[Math.min(Math.max(index + by, 0), paces.length - 1)]!;
}

export const pixelsPerSecond = (pace: Pace, lineHeight: number): number => (pace * lineHeight) / 60;

/**
 * The longest time one frame may stand for. A frame late by more (the tab was hidden, the phone
 * slept) moves the text this much, not all the time missed at once.
 */
export const LONGEST_FRAME_MS = 250;

/**
 * How far to scroll in one frame, from the time since the last: whole device pixels (a scroll moves
 * by no less), with the rest carried to the next frame. So a phone drawing ten frames a second
 * scrolls as far in a minute as one drawing sixty, and a slow pace still moves.
 */
export function frameStep(carried: number, speed: number, elapsedMs: number, pixelRatio: number): { move: number; carried: number } {
  const due = carried + (speed * Math.min(Math.max(elapsedMs, 0), LONGEST_FRAME_MS)) / 1000;
  const move = Math.floor(due * pixelRatio) / pixelRatio;
  return { move, carried: due - move };
}
