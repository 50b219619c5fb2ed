import { expandedState, expect, test } from './support/fixtures';

/*
 * Focus is never hidden under a menu or a search box left open: at every stop of Tab and Shift+Tab
 * through them and on out, nothing stays over the page. Every stop of whole pages is judged by
 * keyboardWalk.spec.ts.
 */

/** Whether the point at the centre of an element is its own: nothing is drawn over it there. */
function ownsItsCentre(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !!hit && (element.contains(hit) || hit.contains(element));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 600 },
]) {
  test.describe(`the phone menu at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('tabbing past its last link leaves nothing over the page', async ({ page }) => {
      await page.goto('/courses');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      const joinNow = nav.getByRole('link', { name: 'Join Now' });
      await page.keyboard.press('Tab');
      while (!(await joinNow.evaluate((link) => link === document.activeElement))) await page.keyboard.press('Tab');
      await expect(nav).toBeVisible();

      // The next stop is the header's search button, beside the menu's button: the sheet below
      // stays, and covers nothing of it.
      const search = page.getByRole('button', { name: 'Search the site' });
      await page.keyboard.press('Tab');
      await expect(search).toBeFocused();
      await expect(nav).toBeVisible();
      expect(await search.evaluate(ownsItsCentre)).toBe(true);

      await page.keyboard.press('Tab');
      await expect(nav).toBeHidden();
      const focused = page.locator(':focus');
      await expect(focused).toBeInViewport({ ratio: 1 });
      // Nothing is drawn over the newly focused control: the point at its centre is its own.
      expect(await focused.evaluate(ownsItsCentre)).toBe(true);

      // Shift+Tab goes back to the header, onto the search button (the hidden sheet's links are not
      // stops), and the menu, still open as its button says, shows again.
      await page.keyboard.press('Shift+Tab');
      await expect(search).toBeFocused();
      await expect(nav).toBeVisible();
      expect(await expandedState(page, 'Menu')).toBe(true);
    });

    test('Escape closes it from anywhere on the page', async ({ page }) => {
      await page.goto('/courses');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });

      // From inside the menu, focus goes back to its button.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      expect(await expandedState(page, 'Menu')).toBe(false);
      await expect(toggle).toBeFocused();

      // From the page after focus has left it, the menu closes and focus stays where the visitor is.
      await page.keyboard.press('Enter');
      const lastLink = nav.getByRole('link', { name: 'Join Now' });
      await lastLink.focus();
      // Past the header's search button, onto the page.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const where = await focused.evaluate((element) => element.outerHTML);
      await page.keyboard.press('Escape');
      expect(await expandedState(page, 'Menu')).toBe(false);
      await expect(nav).toBeHidden();
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(where);

      // Opened with the pointer, it closes on Escape too, focus back on its button.
      await toggle.click();
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('opened with the pointer, it stays on screen until a choice is made', async ({ page }) => {
      await page.goto('/courses');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Tajweed' })).toBeVisible();
      await nav.getByRole('link', { name: 'Tajweed' }).click();
      await expect(page).toHaveURL('/tajweed');
    });
  });
}

test.describe('the search box in the header, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with its field focused, leaves nothing over the page when Tab goes on, and Escape closes it onto its button', async ({ page }) => {
    await page.goto('/courses');
    const opener = page.getByRole('button', { name: 'Search the site' });
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport({ ratio: 1 });
    expect(await box.evaluate(ownsItsCentre)).toBe(true);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(box).toBeHidden();
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport({ ratio: 1 });
    expect(await focused.evaluate(ownsItsCentre)).toBe(true);

    // Back into the header (the hidden box's controls are not stops): on its button, the box, still
    // open, shows again, and Tab goes into it; Escape from it returns to its button.
    await page.keyboard.press('Shift+Tab');
    await expect(opener).toBeFocused();
    await expect(box).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('a group of the inline menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('tabbing past its last link takes its list off the page', async ({ page }) => {
    await page.goto('/courses');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'More' }).focus();
    await page.keyboard.press('Enter');
    const list = nav.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'More' }) }).getByRole('list');
    await expect(list).toBeVisible();
    await list.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Join Now' })).toBeFocused();
    await expect(list).toBeHidden();
  });
});

test.describe('a menu link to the page already open', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} loads it afresh, focus at its start`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/fee');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await page.getByRole('banner').getByRole('button', { name: viewport.width > 1000 ? 'More' : 'Menu' }).focus();
      await page.keyboard.press('Enter');
      const link = nav.getByRole('link', { name: 'Fee Structure' });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await link.focus();
      const loaded = page.waitForEvent('load');
      await page.keyboard.press('Enter');
      await loaded;
      await expect(page).toHaveURL('/fee');
      // Focus is at the top of the fresh page: the next Tab is its first stop, the skip link.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport({ ratio: 1 });
    });
  }
});
