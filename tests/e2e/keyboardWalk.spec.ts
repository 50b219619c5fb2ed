import { walkRoute, type FocusStop } from '../../scripts/tools/a11y/focusWalk';
import { expect, test } from './support/fixtures';
import { signIn } from './support/owner';
import { pageKinds } from './support/site';

/**
 * Every control reached with Tab or Shift+Tab can be seen: nothing (the sticky header, the chat
 * button) covers any part of it, and it is not left out of view. At 800×600 the header wraps to two
 * rows, where it covers the most. The header, the footer and the chat button are the same on every
 * page, so they are walked once, on the home page; elsewhere the walk covers the page's own content
 * (main, from its start with Tab and from its end with Shift+Tab). One page of each kind is walked
 * (see pageKinds): pages of one template or of the same blocks put the same controls in the same
 * places. `npm run audit:a11y` walks every page whole at three widths and checks focus indicators too.
 */
const routes = pageKinds().map((kind) => kind.path);

/** The owner's pages are walked as their owner meets them; a visitor is sent to /login, walked on its own. */
const ownerPages = new Set(['/write', '/manage-blogs']);

const describeStop = (stop: FocusStop) =>
  `${stop.direction} stop ${stop.index}: ${stop.target} is ${stop.visibility} (${stop.reasons.join(', ')}${stop.coveredBy ? ` by ${stop.coveredBy}` : ''})`;

test.describe('keyboard walk at 800×600', () => {
  test.use({ viewport: { width: 800, height: 600 } });

  for (const route of routes) {
    test(`${route}: every focus stop can be seen`, async ({ page }) => {
      if (ownerPages.has(route)) {
        await signIn(page);
        await page.waitForURL('/write');
      }
      const walk = await walkRoute(page, route, route === '/' ? {} : { region: 'main' });
      expect(new URL(walk.url).pathname, 'the walk stays on the page it opened').toBe(route);
      expect(walk.stops.length, 'the walk reaches some controls').toBeGreaterThan(0);
      expect(walk.stops.filter((stop) => stop.visibility !== 'visible').map(describeStop)).toEqual([]);
    });
  }
});
