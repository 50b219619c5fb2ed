import type { Page } from '@playwright/test';
import { walkFocus as walkWithKeyboard, type FocusStop as Stop } from '../../../scripts/tools/a11y/focusWalk';

/** One focus stop: what it was, and whether something hid any part of it or of its focus ring. */
export interface FocusStop {
  /** Which way and how far the walk had come, and what was focused: enough to find it again when a test fails. */
  label: string;
  /** `hidden`: nothing of it can be seen; `partly`: some of it cannot; `null`: all of it can. */
  problem: 'hidden' | 'partly' | null;
  /** Why: `off-screen`, `clipped`, or the box drawn over it (the sticky header, the chat button, a menu left open). */
  coveredBy: string[];
}

const problemOf: Record<Stop['visibility'], FocusStop['problem']> = { visible: null, 'partly hidden': 'partly', hidden: 'hidden' };

function causes(stop: Stop): string[] {
  return stop.reasons.map((reason) => {
    if (reason === 'outside') return 'off-screen';
    if (reason === 'covered') return stop.coveredBy ?? reason;
    return reason;
  });
}

/**
 * Walks the whole page with the audit's walker (`scripts/tools/a11y/focusWalk.ts`): Tab from the top
 * until focus leaves the page or comes round, then Shift+Tab from the end, inspecting every stop.
 * Backwards is where the page scrolls up under the sticky header. A walk that reaches `limit` stops
 * one way has found a trap, not the page's end.
 */
export async function walkFocus(page: Page, { limit = 400 }: { limit?: number } = {}): Promise<FocusStop[]> {
  const { stops, ended } = await walkWithKeyboard(page, { maxStops: limit });
  for (const [direction, end] of Object.entries(ended)) {
    if (end === 'limit') throw new Error(`More than ${limit} stops going ${direction}: is focus trapped?`);
  }
  return stops.map((stop) => ({ label: `${stop.direction} stop ${stop.index}: ${stop.target}`, problem: problemOf[stop.visibility], coveredBy: causes(stop) }));
}
