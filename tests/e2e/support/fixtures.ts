import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every console error a page logs; tests end by expecting none (hydration mismatches land here too). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} at ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * axe-core over the whole page, WCAG 2.x A and AA rules; the list of violations must be empty.
 * In legacy mode axe runs in the page itself (and in its same-origin frames) in one pass: the
 * default splits the run and finishes it in a second, blank page of its own, which took nearly twice
 * as long on each of four pages measured, with the same rules passed and failed. What legacy mode
 * leaves out is a frame of another origin: the only one the site has is the video host's player,
 * after play, whose page is not ours to check.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
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
 * wakes when it is seen is scrolled into view first, as a visitor reading the page would. A page of
 * static blocks has no island: nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const islands = page.locator('site-island');
  const count = await islands.count();
  for (let index = 0; index < count; index++) {
    const island = islands.nth(index);
    if ((await island.getAttribute('data-hydrate')) === 'visible') await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-hydrated', '');
  }
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
