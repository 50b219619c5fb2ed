// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../../src/blocks/testimonials/Carousel.client';
import type { Testimonial } from '../../../../src/schema/collections/testimonials';
import { en } from '../../../../src/i18n/messages/en';
import { englishLocale } from '../../support/locale';

/** A stand-in for keen-slider: records what the carousel asks of it and reports slide changes back. */
const slider = vi.hoisted(() => ({
  instances: [] as { next: ReturnType<typeof vi.fn>; moveToIdx: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn>; rtl: boolean | undefined }[],
}));

vi.mock('keen-slider', () => ({
  default: class FakeKeenSlider {
    next = vi.fn(() => this.goTo(this.rel + 1));
    moveToIdx = vi.fn((index: number) => this.goTo(index));
    destroy = vi.fn();
    rel = 0;
    private readonly options: { rtl?: boolean; slideChanged: (instance: { track: { details: { rel: number } } }) => void };
    readonly rtl: boolean | undefined;
    constructor(_container: HTMLElement, options: { rtl?: boolean; slideChanged: (instance: { track: { details: { rel: number } } }) => void }) {
      this.options = options;
      this.rtl = options.rtl;
      slider.instances.push(this);
    }
    private goTo(index: number) {
      this.rel = index % 4;
      this.options.slideChanged({ track: { details: { rel: this.rel } } });
    }
  },
}));
vi.mock('keen-slider/keen-slider.min.css', () => ({}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  slider.instances.length = 0;
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
    render(<Carousel items={items} label="Testimonials" text={en.blocks.testimonials} formats={englishLocale.formats} />);
    // Let the dynamic import of keen-slider resolve.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }

  const activeDot = () => screen.getAllByRole('button', { name: /^Show testimonial/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

  it('runs right to left on a page written right to left, left to right otherwise', async () => {
    await mount();
    expect(slider.instances.at(-1)!.rtl).toBe(false);
    cleanup();
    document.documentElement.dir = 'rtl';
    try {
      await mount();
      expect(slider.instances.at(-1)!.rtl).toBe(true);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('first renders on the client exactly what the server rendered', async () => {
    const html = renderToString(<Carousel items={items} label="Testimonials" text={en.blocks.testimonials} formats={englishLocale.formats} />);
    expect(html).toContain('Quote number 1');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Carousel items={items} label="Testimonials" text={en.blocks.testimonials} formats={englishLocale.formats} />, { onRecoverableError: recoverable });
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
