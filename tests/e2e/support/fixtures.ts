import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { wakeIslands } from '../../../scripts/tools/a11y/islands';

/**
 * Chromium's report that it gave up a cross-document view transition (the stylesheet opts pages into
 * them): the new page was shown before the transition could start, or the navigation changed under
 * it. No script of the site touches a transition, so the page is as it would be without one; yet
 * Chromium raises the abort as an uncaught error of the page, now and then, on a loaded machine.
 */
const SKIPPED_VIEW_TRANSITION = /^(InvalidStateError: )?Transition was (aborted because of invalid state|skipped)\b/;

/** Every console error a page logs; tests end by expecting none (hydration mismatches land here too). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !SKIPPED_VIEW_TRANSITION.test(message.text())) errors.push(`${message.text()} at ${message.location().url}`);
    });
    page.on('pageerror', (error) => {
      if (!SKIPPED_VIEW_TRANSITION.test(error.message)) errors.push(error.message);
    });
    await use(errors);
  },
});

export { expect };

/**
 * axe-core's minified build: the page parses and compiles it each time it is put in, and the
 * package's `source` (its readable build, 1.4 MB) took a fifth longer to put in, over 600 ms each time.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets checked: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core over the whole page; the list of violations must be empty.
 * axe is put in a document once, however many states of it a test checks, and asked for violations
 * only: by default it also lists every node that passed each rule, which on a page of many links
 * (the Quran's index) took half of the run. It reads the page's own document, not its frames: the
 * only frames the site draws are the video host's player and the browser's PDF viewer, neither of
 * them our HTML, and a frame without axe in it would hold each run up half a second.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  }, axeTags);
  expect(violations).toEqual([]);
}

/**
 * Stops the page's clock at `time`, before the page opens: its timers then fire only when the test
 * moves the clock on (page.clock.runFor), so no check can pass by waiting. page.clock.install alone
 * lets the clock run on with the real one. It is installed a minute early, so that stopping it never
 * asks it to go back, however long the install took.
 */
export async function stopClockAt(page: Page, time: Date): Promise<void> {
  await page.clock.install({ time: time.getTime() - 60_000 });
  await page.clock.pauseAt(time);
}

/**
 * Waits until every island of the page is interactive (the loader marks each one). An island that
 * wakes when it is seen is scrolled into view first, as a visitor reading the page would; one that
 * wakes when reached for is pointed at. A page of static blocks has no island: nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await wakeIslands(page, (island) => expect(island).toHaveAttribute('data-hydrated', ''));
}

/**
 * Whether the browser tells assistive technology that a button's popup is expanded. A popover's
 * button carries no aria-expanded attribute: Chromium derives the state from the popover itself,
 * so it is read from the accessibility tree, as a screen reader reads it.
 */
export async function expandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId!, accessibleName: buttonName, role: 'button' });
    const [button, ...others] = nodes;
    if (!button || others.length) throw new Error(`Expected one button named "${buttonName}", found ${nodes.length}`);
    return button.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}
