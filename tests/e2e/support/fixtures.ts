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

/** axe-core over the whole page, WCAG 2.x A and AA rules; the list of violations must be empty. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated the prerendered page (the client marks the root). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated="true"]').waitFor({ state: 'attached' });
}
