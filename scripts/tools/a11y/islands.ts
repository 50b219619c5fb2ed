import type { Locator, Page } from '@playwright/test';
import { ISLAND_TAG, islandAttributes } from '../../../src/app/island/islandElement';

/**
 * Wakes every island of the open page as a visitor reading it would, one after the other: one that
 * wakes when seen is scrolled into view, one that wakes when reached for (or when reading goes on)
 * is pointed at, as a pointer on its way to its controls would. `awake` waits until the island is
 * interactive, in the caller's own way. The island loader is a module script, listening only once
 * the document is parsed: an island pointed at before (a heading can show while a long page still
 * parses) would never hear it.
 */
export async function wakeIslands(page: Page, awake: (island: Locator) => Promise<void>): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  const islands = page.locator(ISLAND_TAG);
  for (let index = 0, count = await islands.count(); index < count; index++) {
    const island = islands.nth(index);
    const moment = await island.getAttribute(islandAttributes.hydrate);
    const drawn = island.locator(':scope > *').first();
    if (moment === 'visible') await drawn.scrollIntoViewIfNeeded();
    if ((moment === 'interaction' || moment === 'reading') && (await island.getAttribute(islandAttributes.hydrated)) === null) await drawn.dispatchEvent('pointerover');
    await awake(island);
  }
}
