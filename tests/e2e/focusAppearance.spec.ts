import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Box } from '../../scripts/tools/a11y/focusAppearance';
import { decodePng } from '../../scripts/tools/a11y/png';
import { ringChange } from './support/contrast';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * WCAG 2.4.13 Focus Appearance, measured: every control, screenshotted unfocused and focused, must
 * change at least 90% of its outline by 3:1 in a band at least 2 px thick (see ringChange). The
 * pages cover light sections, the dark bands (hero, page header, call to action, order band), the
 * footer with the chat button over it, the currency switch and the podcast previews.
 */
const pages = ['/', '/fee', '/podcasts', '/contact', '/about', '/ring'];
/**
 * The header, the footer and the chat button are the same on every page: they are measured on the
 * home page, and on the others only the page's own content is.
 */
const measuredPart = (path: string) => (path === '/' ? 'body' : 'main');

/** The ring reaches 5 px beyond a control; the screenshot takes a little more around it. */
const MARGIN = 8;
const MIN_COVERAGE = 0.9;
const MEASURE_DIR = '/work/measure';

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex]:not([tabindex="-1"])';

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // Every picture in, so nothing changes between the two screenshots but focus.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Marks every control a visitor can Tab to and see in one part of the page, and returns how many there are. */
async function markControls(page: Page, part: string): Promise<number> {
  return page.evaluate(({ selector, part }) => {
    const controls = [...document.querySelectorAll<HTMLElement>(`${part} :is(${selector})`)].filter((element) => {
      if (element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]')) return false;
      const box = element.getBoundingClientRect();
      // A 1 px element is a focus trap's sentinel or a visually hidden helper, not a control anyone sees.
      return element.checkVisibility({ visibilityProperty: true }) && box.width > 2 && box.height > 2;
    });
    controls.forEach((element, index) => element.setAttribute('data-focus-probe', String(index)));
    return controls.length;
  }, { selector: FOCUSABLE, part });
}

/** Focuses the control as the keyboard would (so :focus-visible applies) or takes focus away. */
async function setFocus(control: Locator, focused: boolean) {
  await control.evaluate((element, focus) => {
    (document.activeElement as HTMLElement | null)?.blur();
    if (focus) (element as HTMLElement).focus({ preventScroll: true });
  }, focused);
}

interface Probe {
  label: string;
  coverage: number;
}

/**
 * Screenshots one control unfocused and focused and measures the change. The box measured is the
 * control's, or, when it draws no ring of its own, that of the nearest container that shows it
 * (a card that is one link).
 */
async function probe(page: Page, index: number): Promise<Probe | undefined> {
  const control = page.locator(`[data-focus-probe="${index}"]`);
  const fixed = await control.evaluate((element) => getComputedStyle(element).position === 'fixed');
  // A floating control is measured where it floats over the footer, the darkest place it can be.
  if (fixed) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  else await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));

  await setFocus(control, true);
  const measured = await control.evaluate((element) => {
    if (!element.matches(':focus-visible')) return { visible: false as const };
    let target: Element = element;
    while (getComputedStyle(target).outlineStyle === 'none' && target.parentElement && target.parentElement !== document.body) {
      if (target.parentElement.matches(':has(:focus-visible)') && getComputedStyle(target.parentElement).outlineStyle !== 'none') {
        target = target.parentElement;
        break;
      }
      target = target.parentElement;
    }
    if (getComputedStyle(target).outlineStyle === 'none') target = element;
    const box = target.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      visible: true as const,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      // An empty name or attribute names nothing: the next one is tried.
      label: `${element.tagName.toLowerCase()} "${[name, element.getAttribute('title'), element.getAttribute('name')].find(Boolean) ?? ''}"`,
    };
  });
  expect(measured.visible, `control ${index} takes focus as from the keyboard`).toBe(true);
  if (!measured.visible) return undefined;

  const viewport = page.viewportSize()!;
  const left = Math.max(0, Math.floor(measured.box.x) - MARGIN);
  const top = Math.max(0, Math.floor(measured.box.y) - MARGIN);
  const right = Math.min(viewport.width, Math.ceil(measured.box.x + measured.box.width) + MARGIN);
  const bottom = Math.min(viewport.height, Math.ceil(measured.box.y + measured.box.height) + MARGIN);
  // Larger than the window (none on these pages today): not something a screenshot can measure.
  if (right - left <= 2 * MARGIN || bottom - top <= 2 * MARGIN) return undefined;
  const clip = { x: left, y: top, width: right - left, height: bottom - top };
  const shot = () => page.screenshot({ clip, scale: 'css', animations: 'disabled', caret: 'hide' });

  const focused = decodePng(await shot());
  await setFocus(control, false);
  const unfocused = decodePng(await shot());
  const box: Box = { x: measured.box.x - left, y: measured.box.y - top, width: measured.box.width, height: measured.box.height };
  return { label: measured.label, coverage: ringChange(unfocused, focused, box).coverage };
}

test.describe('focus appearance (WCAG 2.4.13)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of pages) {
    test(`every control in ${measuredPart(path)} on ${path} changes a 2 px perimeter by 3:1 when focused`, async ({ page }) => {
      test.setTimeout(180_000);
      // No transitions or rotating carousel: the screenshots show settled states.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, path);
      await page.mouse.move(0, 0);
      const count = await markControls(page, measuredPart(path));
      // The whole home page has dozens of controls; another page's own content may have only two.
      expect(count).toBeGreaterThan(path === '/' ? 5 : 1);

      const below: string[] = [];
      for (let index = 0; index < count; index++) {
        const result = await probe(page, index);
        if (result && result.coverage < MIN_COVERAGE) below.push(`${result.label}: ${Math.round(result.coverage * 100)}% of its outline`);
      }
      console.log(`focus appearance ${path}: ${count} controls, ${below.length} below`);
      expect(below, `controls on ${path} whose focused state changes under ${MIN_COVERAGE * 100}% of their outline`).toEqual([]);
    });
  }
});

/** Computed styles that mark a state without relying on the background. */
const MARKS = ['border-top-style', 'border-top-width', 'border-top-color', 'outline-style', 'outline-width', 'text-decoration-line', 'text-decoration-thickness'];

async function marks(locator: Locator): Promise<string> {
  return locator.evaluate((element, properties) => {
    const style = getComputedStyle(element);
    return properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
  }, MARKS);
}

async function expectOutlineShown(locator: Locator) {
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
}

test.describe('contrast themes (forced colours)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the chosen currency on /fee is marked by more than its background, and focus shows an outline', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await open(page, '/fee');
    const switcher = page.getByRole('group', { name: 'Currency' });
    const radios = switcher.getByRole('radio');
    const labelOf = (radio: Locator) => radio.locator('xpath=following-sibling::span[1]');
    expect(await radios.count()).toBeGreaterThan(2);
    await expect(radios.first()).toBeChecked();

    const chosen = await marks(labelOf(radios.first()));
    for (let index = 1; index < (await radios.count()); index++) expect(await marks(labelOf(radios.nth(index)))).not.toBe(chosen);

    // The mark follows the choice.
    await radios.nth(2).check();
    expect(await marks(labelOf(radios.nth(2)))).toBe(chosen);
    expect(await marks(labelOf(radios.first()))).not.toBe(chosen);

    // The radio is invisible over its label: the label shows its focus.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(radios.nth(2)).toBeFocused();
    await expectOutlineShown(labelOf(radios.nth(2)));
    // And an ordinary link shows its own.
    const contactLink = page.getByRole('contentinfo').getByRole('link').first();
    await contactLink.focus();
    await expect(contactLink).toBeFocused();
    await expectOutlineShown(contactLink);

    mkdirSync(MEASURE_DIR, { recursive: true });
    await radios.nth(2).focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${MEASURE_DIR}/i19-forced-fee.png`, fullPage: true });
  });

  test('the current page in the open menu is marked by more than a shadow', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await open(page, '/tajweed');
    await page.evaluate(() => window.scrollTo(0, 0));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Courses', exact: true }).click();
    const current = nav.getByRole('link', { name: 'Tajweed' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeVisible();
    expect(await marks(current)).not.toBe(await marks(nav.getByRole('link', { name: 'Quran Reading' })));

    mkdirSync(MEASURE_DIR, { recursive: true });
    await page.screenshot({ path: `${MEASURE_DIR}/i19-forced-menu.png` });
  });
});
