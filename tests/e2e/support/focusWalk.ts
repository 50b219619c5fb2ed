import type { Page } from '@playwright/test';
import { walkFocus, type FocusStop, type WalkOptions } from '../../../scripts/tools/a11y/focusWalk';

export type { FocusStop };

/**
 * Walks the open page with the audit's walker (`scripts/tools/a11y/focusWalk.ts`): Tab from the start
 * of the page, or of `region`, until focus leaves it or comes round, then Shift+Tab from its end,
 * inspecting every stop. Backwards is where the page scrolls up under the sticky header. A walk that
 * reaches `limit` stops one way has found a trap, not the page's end.
 */
export async function walkStops(page: Page, options: Omit<WalkOptions, 'maxStops'> & { limit?: number } = {}): Promise<FocusStop[]> {
  const { limit = 400, ...walk } = options;
  const { stops, ended } = await walkFocus(page, { ...walk, maxStops: limit });
  for (const [direction, end] of Object.entries(ended)) {
    if (end === 'limit') throw new Error(`More than ${limit} stops going ${direction}: is focus trapped?`);
  }
  return stops;
}

/** Which way and how far the walk had come, what was focused, and what hid it: enough to find it again. */
const describeStop = (stop: FocusStop) =>
  `${stop.direction} stop ${stop.index}: ${stop.target} is ${stop.visibility} (${stop.reasons.join(', ')}${stop.coveredBy ? ` by ${stop.coveredBy}` : ''})`;

/** The stops where some of the control or of its focus ring could not be seen: off the window, clipped, or under the sticky header, the chat button or a menu left open. */
export function stopsNotInFullView(stops: readonly FocusStop[]): string[] {
  return stops.filter((stop) => stop.visibility !== 'visible').map(describeStop);
}
