import { expect, test, waitForHydration } from './support/fixtures';
import { ringsTooFaint, walkMeasuringRings } from './support/focusRing';
import { stopsNotInFullView, walkStops } from './support/focusWalk';

/*
 * Tab and Shift+Tab through a page, as a keyboard user does, judging every stop: no part of the
 * focused control or of its focus ring is off the window or under the sticky header, the chat button
 * or a menu left open; and on a desktop screen, its focus ring is strong enough (WCAG 2.4.13 Focus
 * Appearance). One walk judges both at each stop. The header, the footer and the chat button are
 * the same on every page: the home page is walked whole, other pages their `main`, except a few
 * pages walked whole on a phone. Each walk opens its page afresh at its window size, as a visitor
 * arriving there would (a page made narrower after it was drawn is not laid out quite the same).
 * The shortest window, 800×600, is walked on the pages that hold every block, in the same visit as
 * their other checks (pageKinds.spec.ts). `npm run audit:a11y` walks every page whole at three widths.
 */
const isHome = (path: string) => path === '/';

test.describe('at 1280×800, every focus stop in full view and every focus ring strong enough', () => {
  // No transitions or rotating carousel from the start: the captures show settled states.
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  /**
   * The pages that cover light sections, the dark bands (hero, page header, call to action, order
   * band), the footer with the chat button over it, the currency switch and the podcast previews.
   */
  const pages = ['/', '/fee', '/podcasts', '/contact', '/about', '/ring'];

  for (const path of pages) {
    const part = isHome(path) ? 'body' : 'main';
    test(`${path}: every focus stop in ${part} can be seen, and every control there changes a 2 px perimeter by 3:1 when focused`, async ({ page, consoleErrors }) => {
      // A key press, a look and two captures at each stop: the home page has over fifty.
      test.setTimeout(180_000);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const { stops, rings } = await walkMeasuringRings(page, { region: isHome(path) ? undefined : 'main', part });
      // The whole home page has dozens of controls; another page's own content may have only two.
      expect(rings.length, `controls measured in ${part} on ${path}`).toBeGreaterThan(isHome(path) ? 5 : 1);
      expect(ringsTooFaint(rings), `controls in ${part} on ${path} whose focused state changes under 90% of their outline`).toEqual([]);
      expect(stopsNotInFullView(stops), `focus stops in ${part} on ${path} not in full view`).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('at 390×844, a phone, every focus stop of the whole page in full view', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  /**
   * Where the menu folds away and the cards stack. The courses, contact, fee and reader pages are
   * walked at this width in Urdu (urdu.spec.ts), from the same blocks laid out right to left: in
   * English, the home page (the shell's English words) and the pages with no Urdu twin.
   */
  const pages = ['/', '/books'];

  for (const path of pages) {
    test(path, async ({ page, consoleErrors }) => {
      test.slow();
      await page.goto(path);
      await waitForHydration(page);
      const stops = await walkStops(page);
      expect(stops.length, 'stops on the whole page').toBeGreaterThan(10);
      expect(stopsNotInFullView(stops), `focus stops on ${path} not in full view`).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
