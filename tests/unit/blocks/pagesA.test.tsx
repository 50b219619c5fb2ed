// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseCards } from '../../../src/blocks/course-cards/CourseCards';
import { courseCardsBlock } from '../../../src/blocks/course-cards/schema';
import { formatPrice } from '../../../src/blocks/pricing/formatPrice';
import { Pricing } from '../../../src/blocks/pricing/Pricing.client';
import { pricingBlock, type PricingBlock } from '../../../src/blocks/pricing/schema';
import { Carousel } from '../../../src/blocks/testimonials/Carousel.client';
import { collectionFileSchema } from '../../../src/schema/collections';
import type { Course } from '../../../src/schema/collections/courses';
import type { Testimonial } from '../../../src/schema/collections/testimonials';
import { testSite } from '../support/site';

/** A stand-in for keen-slider: records what the carousel asks of it and reports slide changes back. */
const slider = vi.hoisted(() => ({
  instances: [] as { next: ReturnType<typeof vi.fn>; moveToIdx: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[],
}));

vi.mock('keen-slider', () => ({
  default: class FakeKeenSlider {
    next = vi.fn(() => this.goTo(this.rel + 1));
    moveToIdx = vi.fn((index: number) => this.goTo(index));
    destroy = vi.fn();
    rel = 0;
    constructor(
      _container: HTMLElement,
      private readonly options: { slideChanged: (instance: { track: { details: { rel: number } } }) => void },
    ) {
      slider.instances.push(this);
    }
    private goTo(index: number) {
      this.rel = index % 4;
      this.options.slideChanged({ track: { details: { rel: this.rel } } });
    }
  },
}));
vi.mock('keen-slider/keen-slider.min.css', () => ({}));

const page = { path: '/example', title: 'Example' };

/** The element whose whole text is `text`, even when it spans several inner elements. */
const byWholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

/** The fee plans as the academy publishes them, its UK and EURO columns under their ISO 4217 codes. */
const specFeePlans = [
  { classes: 4, USD: 35, CAD: 35, GBP: 25, AUD: 35, EUR: 25 },
  { classes: 8, USD: 40, CAD: 40, GBP: 28, AUD: 40, EUR: 28 },
  { classes: 12, USD: 45, CAD: 45, GBP: 30, AUD: 45, EUR: 30 },
  { classes: 20, USD: 60, CAD: 60, GBP: 45, AUD: 60, EUR: 45 },
];

/**
 * Every currency as the Fee Structure page offers it, in the order of its switch: the label shown, the
 * name read out, and the monthly fee of each plan (4, 8, 12 and 20 classes) as the page writes it.
 */
const feesByCurrency = [
  { label: 'USD', name: 'US dollars', fees: ['$35.00', '$40.00', '$45.00', '$60.00'] },
  { label: 'CAD', name: 'Canadian dollars', fees: ['C$35.00', 'C$40.00', 'C$45.00', 'C$60.00'] },
  { label: 'UK', name: 'pounds sterling', fees: ['£25.00', '£28.00', '£30.00', '£45.00'] },
  { label: 'AUD', name: 'Australian dollars', fees: ['A$35.00', 'A$40.00', 'A$45.00', 'A$60.00'] },
  { label: 'EURO', name: 'euros', fees: ['€25.00', '€28.00', '€30.00', '€45.00'] },
];

const pricingPlans = collectionFileSchema('pricing').parse(parse(readFileSync('content/pricing.yaml', 'utf8')));
const currencies = collectionFileSchema('currencies').parse(parse(readFileSync('content/currencies.yaml', 'utf8')));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  slider.instances.length = 0;
});

describe('fee structure', () => {
  it('writes prices with the currency symbol and two decimals', () => {
    expect(formatPrice(35)).toBe('$35.00');
    expect(formatPrice(28, '£')).toBe('£28.00');
    expect(formatPrice(45.5, '€')).toBe('€45.50');
  });

  it('holds exactly the published fee plans in content/pricing.yaml', () => {
    expect(pricingPlans.map(({ classes, prices }) => ({ classes, ...prices }))).toEqual(specFeePlans);
  });

  it('keeps the labels the page has always shown for the ISO codes GBP and EUR', () => {
    expect(currencies.map((currency) => [currency.id, currency.label])).toEqual([['USD', 'USD'], ['CAD', 'CAD'], ['GBP', 'UK'], ['AUD', 'AUD'], ['EUR', 'EURO']]);
  });

  it('renders the plans in USD first and switches currency from the radio group', () => {
    const block: PricingBlock = { ...pricingBlock.parse({ type: 'pricing', plans: 'all', action: { label: 'Get Admission', to: '/contact' } }), plans: pricingPlans, currencies };
    render(
      <Pricing block={block} />,
    );
    expect(screen.getByText(byWholeText('$35.00 only/month'))).toBeTruthy();
    expect(screen.getByText(byWholeText('$40.00 only/month'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Admission' }).getAttribute('href')).toBe('/contact');
    fireEvent.click(screen.getByRole('radio', { name: /^UK/ }));
    expect(screen.getByText(byWholeText('£28.00 only/month'))).toBeTruthy();
    expect(screen.queryByText(byWholeText('$40.00 only/month'))).toBeNull();
    // The table keeps every currency, whatever is chosen.
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('row', { name: /^8 / }).textContent).toBe('8$40.00C$40.00£28.00A$40.00€28.00');
  });
});

describe('every currency of the fee structure', () => {
  const block: PricingBlock = { ...pricingBlock.parse({ type: 'pricing', plans: 'all', action: { label: 'Get Admission', to: '/contact' } }), plans: pricingPlans, currencies };
  const planLabels = ['4 Classes', '8 Classes', '12 Classes', '20 Classes'];

  it('is on the switch, in this order, each named for screen readers', () => {
    render(<Pricing block={block} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(feesByCurrency.map(({ label, name }) => `${label} (${name})`));
  });

  it.each(feesByCurrency)('$label: chosen, shows every plan in it and says so; the table still holds every plan in every currency', ({ label, name, fees }) => {
    render(<Pricing block={block} />);
    const radio = (currency: string) => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${currency}\\W`) });
    // Away from it first, so that choosing it is what changes the page (the first currency is chosen already).
    fireEvent.click(radio(feesByCurrency.find((currency) => currency.label !== label)!.label));
    fireEvent.click(radio(label));

    expect(radio(label).checked).toBe(true);
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(cards.map((card) => [card.querySelector('h2')?.textContent, card.querySelector('h2 ~ p:last-child')?.textContent])).toEqual(
      planLabels.map((plan, index) => [plan, `${fees[index]} only/month`]),
    );
    expect(screen.getByText(/^Prices shown in /).textContent).toBe(`Prices shown in ${name}`);

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Classes', ...feesByCurrency.map((currency) => currency.label)],
      ...[4, 8, 12, 20].map((classes, plan) => [String(classes), ...feesByCurrency.map((currency) => currency.fees[plan])]),
    ]);
  });
});

describe('course cards', () => {
  const course = (id: string, rating: 4 | 5): Course => ({
    id,
    courseName: `Course ${id}`,
    instructor: 'A Teacher',
    rating,
    reviews: rating * 24,
    students: '80',
    price: 0,
    duration: 'Flexible',
    image: { src: '/images/x.svg', alt: 'x', width: 4, height: 3 },
    to: `/${id}`,
    summary: 'x',
    description: 'x',
    subtitle: 'x',
    headline: 'x',
    pitch: 'x',
    languages: ['English'],
    classes: { mode: 'Online', minutes: 30, repeat: 'Weekly', times: 4 },
  });

  it('shows as many stars as the rating, the review count, Free, Flexible and the students', () => {
    const block = { ...courseCardsBlock.parse({ type: 'course-cards', items: 'all' }), items: [course('four', 4), course('five', 5)] };
    render(
      <CourseCards block={block} page={page} site={testSite()} firstView={false} />,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const four = within(cards[0]!);
    expect(four.getByRole('img', { name: 'Rated 4 out of 5' }).querySelectorAll('svg')).toHaveLength(4);
    expect(four.getByText('(96 reviews)')).toBeTruthy();
    expect(four.getByText('Free')).toBeTruthy();
    expect(four.getByText('Flexible')).toBeTruthy();
    expect(four.getByText('80 Students')).toBeTruthy();
    expect(four.getByRole('link', { name: 'Course four' }).getAttribute('href')).toBe('/four');
    const five = within(cards[1]!);
    expect(five.getByRole('img', { name: 'Rated 5 out of 5' }).querySelectorAll('svg')).toHaveLength(5);
    expect(five.getByText('(120 reviews)')).toBeTruthy();
  });

  it('leaves out the course whose page it is on', () => {
    const block = { ...courseCardsBlock.parse({ type: 'course-cards', items: 'all' }), items: [course('four', 4), course('five', 5)] };
    render(
      <CourseCards block={block} page={{ path: '/five', title: 'Five' }} site={testSite()} firstView={false} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('testimonial carousel', () => {
  const items: Testimonial[] = [1, 2, 3, 4].map((n) => ({ id: `t${n}`, name: `Student ${n}`, role: 'Student', quote: `Quote number ${n}` }));
  let reducedMotion = false;

  beforeEach(() => {
    reducedMotion = false;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce') && reducedMotion,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  async function mount() {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T09:00:00Z') });
    render(<Carousel items={items} label="Testimonials" />);
    // Let the dynamic import of keen-slider resolve.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }

  const activeDot = () => screen.getAllByRole('button', { name: /^Show testimonial/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

  it('first renders on the client exactly what the server rendered', async () => {
    const html = renderToString(<Carousel items={items} label="Testimonials" />);
    expect(html).toContain('Quote number 1');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Carousel items={items} label="Testimonials" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('advances every 3000 ms, loops, and stops while paused', async () => {
    await mount();
    expect(activeDot()).toBe(1);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(activeDot()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(activeDot()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    for (const expected of [3, 4, 1]) {
      await act(async () => vi.advanceTimersByTime(3000));
      expect(activeDot()).toBe(expected);
    }
  });

  it('does not rotate while the pointer or the focus is inside', async () => {
    await mount();
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(region);
    await act(async () => vi.advanceTimersByTime(6000));
    expect(activeDot()).toBe(1);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Show testimonial 3' }));
    await act(async () => vi.advanceTimersByTime(6000));
    expect(activeDot()).toBe(1);
  });

  it('shows the testimonial of the dot that is pressed and hides the others from screen readers', async () => {
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(activeDot()).toBe(3);
    expect(screen.getByRole('group', { name: '3 of 4' }).textContent).toContain('Quote number 3');
    expect(screen.queryByRole('group', { name: '1 of 4' })).toBeNull();
  });

  it('never rotates on its own under prefers-reduced-motion', async () => {
    reducedMotion = true;
    await mount();
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(slider.instances[0]!.next).not.toHaveBeenCalled();
  });
});
