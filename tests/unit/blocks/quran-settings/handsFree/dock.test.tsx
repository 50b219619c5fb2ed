// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followReading, type ReadingFollower } from '../../../../../src/blocks/quran-settings/followReading';
import { HandsFreeDock } from '../../../../../src/blocks/quran-settings/handsFree/HandsFreeDock';
import type { Pace } from '../../../../../src/blocks/quran-settings/handsFree/pace';
import { en } from '../../../../../src/i18n/messages/en';
import { englishLocale } from '../../../support/locale';
import { readingPage, type ReadingPage } from '../../../support/readingPage';

/** The dock as the reading settings hold it: the pace is theirs, kept as the dock changes it. */
function Reader({ follower, shortcuts = true, initialPace = 10 }: { follower: ReadingFollower; shortcuts?: boolean; initialPace?: Pace }) {
  const [pace, setPace] = useState<Pace>(initialPace);
  return <HandsFreeDock follower={follower} pace={pace} onPace={setPace} shortcuts={shortcuts} text={en.reader.quranSettings.handsFree} formats={englishLocale.formats} />;
}

let page: ReadingPage;
let follower: ReadingFollower;
let locksHeld: number;

beforeEach(() => {
  // The page's clock, its frames and performance.now(), moved on by the test alone.
  vi.useFakeTimers();
  // Thirty ayat of 120 px, lines of 60 px: 10 lines a minute is 10 px a second.
  page = readingPage({ heights: Array.from({ length: 30 }, () => 120), lineHeight: 60 });
  follower = followReading(page.ayat, () => undefined);
  locksHeld = 0;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: () => {
        locksHeld++;
        let released = false;
        return Promise.resolve({
          get released() {
            return released;
          },
          release: () => {
            if (!released) locksHeld--;
            released = true;
            return Promise.resolve();
          },
        });
      },
    },
  });
});

afterEach(() => {
  cleanup();
  follower.stop();
  Reflect.deleteProperty(navigator, 'wakeLock');
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const button = () => screen.getByRole('button', { name: 'Auto-scroll' });
const status = () => screen.getByRole('status');
/** Moves the page's clock on, frames and all, and lets the promises of the wake lock settle. */
const wait = async (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const press = (key: string, target: Element | Document = document.body) => fireEvent.keyDown(target, { key });

describe('hands-free scrolling', () => {
  it('starts and stops with its button, scrolling at the chosen pace, and says what it does', async () => {
    render(<Reader follower={follower} />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('');

    fireEvent.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(status().textContent).toBe('Scrolling, 10 lines a minute');
    await wait(6_000);
    expect(page.scrolled()).toBeGreaterThanOrEqual(59);
    expect(page.scrolled()).toBeLessThanOrEqual(60);

    fireEvent.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('Stopped');
    const stoppedAt = page.scrolled();
    await wait(6_000);
    expect(page.scrolled()).toBe(stoppedAt);
  });

  it('changes pace with Slower and Faster while it runs, and stays at the slowest and fastest', async () => {
    render(<Reader follower={follower} initialPace={3} />);
    fireEvent.click(button());
    fireEvent.click(screen.getByRole('button', { name: 'Faster' }));
    expect(status().textContent).toBe('Scrolling, 4 lines a minute');
    const before = page.scrolled();
    await wait(15_000);
    expect(page.scrolled() - before).toBeCloseTo(60, -1);

    const slower = screen.getByRole('button', { name: 'Slower' });
    fireEvent.click(slower);
    fireEvent.click(slower);
    expect(status().textContent).toBe('Scrolling, 2 lines a minute');
    expect(slower.getAttribute('aria-disabled')).toBe('true');
    // Still a button to be on: aria-disabled keeps the focus a disabled button would drop.
    slower.focus();
    fireEvent.click(slower);
    expect(document.activeElement).toBe(slower);
    expect(status().textContent).toBe('Scrolling, 2 lines a minute');
  });

  it('answers S, + and - while shortcuts are on, and says the pace chosen while it is stopped', async () => {
    const { rerender } = render(<Reader follower={follower} />);
    press('s');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    press('+');
    expect(status().textContent).toBe('Scrolling, 12 lines a minute');
    press('S');
    expect(status().textContent).toBe('Stopped');
    press('-');
    press('-');
    expect(status().textContent).toBe('Pace: 8 lines a minute');

    rerender(<Reader follower={follower} shortcuts={false} />);
    press('s');
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('pauses at a tap on the page, a key, the wheel or focus moving to a control, and goes on with its button', async () => {
    render(<Reader follower={follower} />);
    document.body.insertAdjacentHTML('beforeend', '<a href="#next" id="next">Next surah</a>');
    const pausedBy = async (interrupt: () => unknown) => {
      fireEvent.click(button());
      await wait(1_000);
      act(() => void interrupt());
      const text = status().textContent;
      const at = page.scrolled();
      await wait(2_000);
      expect(page.scrolled(), text).toBe(at);
      expect(button().getAttribute('aria-pressed')).toBe('false');
      return text;
    };
    expect(await pausedBy(() => fireEvent.pointerDown(page.ayat[2]!))).toBe('Paused by a tap or a click');
    expect(await pausedBy(() => fireEvent.keyDown(document.body, { key: 'ArrowDown' }))).toBe('Paused by a key');
    expect(await pausedBy(() => fireEvent.wheel(page.ayat[2]!))).toBe('Paused by the mouse wheel');
    expect(await pausedBy(() => document.getElementById('next')!.focus())).toBe('Paused by moving focus');
  });

  it('goes on while its own controls are used', async () => {
    render(<Reader follower={follower} />);
    fireEvent.pointerDown(button());
    fireEvent.click(button());
    const faster = screen.getByRole('button', { name: 'Faster' });
    fireEvent.pointerDown(faster);
    faster.focus();
    fireEvent.click(faster);
    await wait(1_000);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(status().textContent).toBe('Scrolling, 12 lines a minute');
  });

  it('stops at the end of the surah, and keeps the screen on only while it runs', async () => {
    render(<Reader follower={follower} initialPace={40} />);
    fireEvent.click(button());
    await wait(0);
    expect(locksHeld).toBe(1);
    // 30 ayat of 120 px at 40 px a second: the line passes the last ayah within two minutes.
    await wait(120_000);
    expect(status().textContent).toBe('Stopped at the end of the surah');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(locksHeld).toBe(0);
    expect(follower.current()).toBe(30);
    const end = page.scrolled();
    expect(end).toBeLessThan(page.maxScroll);
    await wait(5_000);
    expect(page.scrolled()).toBe(end);
  });
});
