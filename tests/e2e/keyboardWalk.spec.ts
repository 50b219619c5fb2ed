import { walkRoute, type FocusStop } from '../../scripts/tools/a11y/focusWalk';
import { expect, test } from './support/fixtures';
import { pagesWithEveryBlock } from './support/pageKinds';
import { ownerPaths } from '../support/writtenRoutes';

/**
 * Every control reached with Tab or Shift+Tab can be seen: nothing (the sticky header, the chat
 * button) covers any part of it, and it is not left out of view. 800×600 is the shortest window
 * walked, where the sticky header (one row at every width) and the chat button take the largest
 * share of the height. The header, the footer and the chat button are the same on every
 * page, so they are walked once, on the home page; elsewhere the walk covers the page's own content
 * (main, from its start with Tab and from its end with Shift+Tab). The pages that between them hold
 * every type of block are walked (see pagesWithEveryBlock): a block puts the same controls in the
 * same places wherever it stands. `npm run audit:a11y` walks every page whole at three widths and checks focus indicators too.
 */
/**
 * The owner's pages send a visitor on to /login, a kind walked on its own. (Signed in, the editor's
 * Content field is taller than an 800×600 window, so no walk could see all of it.)
 */
const ownerPages = ownerPaths();
const routes = pagesWithEveryBlock()
  .map((kind) => kind.path)
  .filter((path) => !ownerPages.has(path));

const describeStop = (stop: FocusStop) =>
  `${stop.direction} stop ${stop.index}: ${stop.target} is ${stop.visibility} (${stop.reasons.join(', ')}${stop.coveredBy ? ` by ${stop.coveredBy}` : ''})`;

test.describe('keyboard walk at 800×600', () => {
  test.use({ viewport: { width: 800, height: 600 } });

  for (const route of routes) {
    test(`${route}: every focus stop can be seen`, async ({ page }) => {
      // A key press and a look at each stop: the home page and the Quran's index have over a hundred.
      test.slow();
      const walk = await walkRoute(page, route, route === '/' ? {} : { region: 'main' });
      expect(walk.stops.length, 'the walk reaches some controls').toBeGreaterThan(0);
      expect(walk.stops.filter((stop) => stop.visibility !== 'visible').map(describeStop)).toEqual([]);
    });
  }
});
