// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollHandsFree } from '../../../../../src/blocks/quran-settings/handsFree/scroller';

let scrollY: number;
const steps: ScrollToOptions[] = [];

beforeEach(() => {
  // The page's clock and its frames, moved on by the test alone.
  vi.useFakeTimers();
  scrollY = 0;
  steps.length = 0;
  vi.stubGlobal('devicePixelRatio', 1);
  vi.stubGlobal('scrollBy', (options: ScrollToOptions) => {
    steps.push(options);
    scrollY += options.top ?? 0;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hands-free scrolling', () => {
  it('scrolls at its pace by the clock, however many frames it gets', () => {
    const stop = scrollHandsFree({ speed: () => 10, atEnd: () => false, onEnd: () => undefined });
    vi.advanceTimersByTime(60_000);
    // Frames of 16 ms: the last frame of the minute is at most one frame early.
    expect(scrollY).toBeGreaterThanOrEqual(599);
    expect(scrollY).toBeLessThanOrEqual(600);
    expect(steps.every((step) => step.behavior === 'instant')).toBe(true);
    stop();
  });

  it('keeps the pace on a slow phone that draws ten frames a second, and one that stalls', () => {
    // Frames drawn by hand, each at the time the test says.
    vi.useRealTimers();
    let now = 0;
    let next: FrameRequestCallback | undefined;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((next = callback), 1));
    vi.stubGlobal('cancelAnimationFrame', () => (next = undefined));
    const drawAt = (time: number) => {
      now = time;
      const frame = next!;
      next = undefined;
      frame(time);
    };
    const stop = scrollHandsFree({ speed: () => 10, atEnd: () => false, onEnd: () => undefined });
    for (let time = 100; time <= 60_000; time += 100) drawAt(time);
    expect(scrollY).toBe(600);
    // Ten seconds without a frame (the page hidden): a quarter of a second's step, not a jump.
    drawAt(70_000);
    expect(scrollY).toBe(602);
    stop();
    expect(next).toBeUndefined();
  });

  it('follows a change of pace at the next frame', () => {
    let speed = 10;
    const stop = scrollHandsFree({ speed: () => speed, atEnd: () => false, onEnd: () => undefined });
    vi.advanceTimersByTime(10_000);
    const before = scrollY;
    speed = 40;
    vi.advanceTimersByTime(10_000);
    expect(scrollY - before).toBeCloseTo(400, -1);
    stop();
  });

  it('stops when stopped, and at the end, saying so once', () => {
    const stop = scrollHandsFree({ speed: () => 10, atEnd: () => false, onEnd: () => undefined });
    vi.advanceTimersByTime(1_000);
    stop();
    const stoppedAt = scrollY;
    vi.advanceTimersByTime(5_000);
    expect(scrollY).toBe(stoppedAt);

    const onEnd = vi.fn();
    scrollHandsFree({ speed: () => 10, atEnd: () => scrollY >= 50, onEnd });
    vi.advanceTimersByTime(60_000);
    expect(scrollY).toBeLessThanOrEqual(stoppedAt + 51);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('never moves focus', () => {
    document.body.innerHTML = '<a href="#x">A link</a>';
    document.querySelector('a')!.focus();
    const stop = scrollHandsFree({ speed: () => 10, atEnd: () => false, onEnd: () => undefined });
    vi.advanceTimersByTime(5_000);
    expect(document.activeElement).toBe(document.querySelector('a'));
    stop();
    document.body.innerHTML = '';
  });
});
