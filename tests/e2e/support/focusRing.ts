import type { Page } from '@playwright/test';
import { focusChange } from '../../../scripts/tools/a11y/focusWalk';
import { expect } from './fixtures';
import { walkStops, type FocusStop } from './focusWalk';

/**
 * WCAG 2.4.13 Focus Appearance, measured: every control, captured unfocused and focused, must change
 * at least 90% of its outline by 3:1 in a band at least 2 px thick (the share of the points of its
 * edge where a run of at least 2 px across the edge changed colour by 3:1 or more, as the audit
 * measures it: scripts/tools/a11y/focusAppearance.ts).
 */
const MIN_COVERAGE = 0.9;

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex]:not([tabindex="-1"])';

/** One control measured: what it is, and the share of its outline its focused state changes enough. */
interface Ring {
  label: string;
  coverage: number;
}

/**
 * Settles the open page for captures: every picture in, and the pointer off every control, so that
 * nothing changes between the two captures of a control but focus (with no transitions or rotating
 * carousel either, under reduced motion).
 */
async function settleForCaptures(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.mouse.move(0, 0);
}

/** Records, in the page, every element that takes focus from now on, in order. */
async function recordFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const focused: Element[] = [];
    (window as unknown as { focusedInOrder: Element[] }).focusedInOrder = focused;
    document.addEventListener('focusin', (event) => focused.push(event.target as Element));
  });
}

/**
 * Marks the controls of one part of the page that a visitor can see and focus but the walk did not
 * measure going forward (the choices of a radio group other than the chosen one, which Tab passes
 * over), and those that float (the chat button), to be measured where they float over the footer;
 * returns how many there are. The walk's forward stops are the first distinct elements that took
 * focus, the walker's own start marker left out; each is checked against the tag its stop names.
 */
async function markUnmeasured(page: Page, part: string, forward: readonly FocusStop[]): Promise<number> {
  const stops = forward.map((stop) => ({ tag: /^[\w-]+/.exec(stop.target.split(' › ').at(-1) ?? '')?.[0] ?? '', measured: !!stop.indicator, target: stop.target }));
  return page.evaluate(
    ({ selector, part, stops }) => {
      const focused: Element[] = [];
      for (const element of (window as unknown as { focusedInOrder: Element[] }).focusedInOrder) {
        if (!element.matches('[data-focus-walk-marker]') && element.isConnected && !focused.includes(element)) focused.push(element);
      }
      const measured = new Set<Element>();
      stops.forEach((stop, index) => {
        const element = focused[index];
        if (element?.tagName.toLowerCase() !== stop.tag) throw new Error(`Forward stop ${index + 1} is ${stop.target}, but the element focused then is ${element?.tagName.toLowerCase() ?? 'none'}`);
        if (stop.measured) measured.add(element);
      });
      const controls = [...document.querySelectorAll<HTMLElement>(`${part} :is(${selector})`)].filter((element) => {
        if (measured.has(element) && getComputedStyle(element).position !== 'fixed') return false;
        if (element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]')) return false;
        const box = element.getBoundingClientRect();
        // A 1 px element is a focus trap's sentinel or a visually hidden helper, not a control anyone sees.
        return element.checkVisibility({ visibilityProperty: true }) && box.width > 2 && box.height > 2;
      });
      controls.forEach((element, index) => element.setAttribute('data-focus-probe', String(index)));
      return controls.length;
    },
    { selector: FOCUSABLE, part, stops },
  );
}

/** Focuses the control as the keyboard would (so :focus-visible applies) or takes focus away. */
async function setFocus(page: Page, index: number, focused: boolean): Promise<void> {
  await page.locator(`[data-focus-probe="${index}"]`).evaluate((element, focus) => {
    (document.activeElement as HTMLElement | null)?.blur();
    if (focus) (element as HTMLElement).focus({ preventScroll: true });
  }, focused);
}

/**
 * Captures one marked control unfocused and focused and measures the change. The box measured is
 * the control's, or, when it draws no ring of its own, that of the nearest container that shows it
 * (a card that is one link).
 */
async function probe(page: Page, index: number): Promise<Ring | undefined> {
  const control = page.locator(`[data-focus-probe="${index}"]`);
  const fixed = await control.evaluate((element) => getComputedStyle(element).position === 'fixed');
  // A floating control is measured where it floats over the footer, the darkest place it can be.
  if (fixed) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  else await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));

  await setFocus(page, index, true);
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
    // A choice of a radio group is named by its label.
    const labelled = element instanceof HTMLInputElement ? [...(element.labels ?? [])].map((label) => label.textContent).join(' ') : '';
    const name = element.getAttribute('aria-label') ?? (labelled || element.textContent).trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      visible: true as const,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      // An empty name or attribute names nothing: the next one is tried.
      label: `${element.tagName.toLowerCase()} "${[name, element.getAttribute('title'), element.getAttribute('name')].find(Boolean) ?? ''}"`,
    };
  });
  expect(measured.visible, `control ${index} takes focus as from the keyboard`).toBe(true);
  if (!measured.visible) return undefined;

  // Captured focused, then with focus taken away, as the walk captures each of its stops.
  const change = await focusChange(page, measured.box, () => setFocus(page, index, false));
  return change && { label: measured.label, coverage: change.share };
}

/**
 * Walks the open page (opened under reduced motion) or its `region` with the keyboard, capturing
 * each control at its forward stop focused and unfocused (the walker's `indicator`); then measures,
 * one by one, the controls of `part` the walk passed over. Returns every stop of the walk, to be
 * judged for being in view, and every control of `part` measured.
 */
export async function walkMeasuringRings(page: Page, { region, part }: { region?: string; part: string }): Promise<{ stops: FocusStop[]; rings: Ring[] }> {
  await settleForCaptures(page);
  await recordFocus(page);
  const stops = await walkStops(page, { region, indicator: true });
  const forward = stops.filter((stop) => stop.direction === 'forward');
  const rings: Ring[] = forward.flatMap((stop) => (stop.indicator ? [{ label: stop.target, coverage: stop.indicator.share }] : []));
  const unmeasured = await markUnmeasured(page, part, forward);
  for (let index = 0; index < unmeasured; index++) {
    const ring = await probe(page, index);
    if (ring) rings.push(ring);
  }
  return { stops, rings };
}

/** The controls whose focused state changes too little of their outline, each with the share it does change. */
export function ringsTooFaint(rings: readonly Ring[]): string[] {
  return rings.filter((ring) => ring.coverage < MIN_COVERAGE).map((ring) => `${ring.label}: ${Math.round(ring.coverage * 100)}% of its outline`);
}
