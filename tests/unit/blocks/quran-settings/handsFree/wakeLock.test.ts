// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenKeeper, type ScreenWakeLock } from '../../../../../src/blocks/quran-settings/handsFree/wakeLock';

/**
 * A stand-in for navigator.wakeLock: grants each request (or refuses, as on low battery) and counts
 * the locks held. `answerLater` holds its answers back until `answer()`.
 */
function fakeWakeLock({ refuse = false, answerLater = false } = {}) {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  let answer: () => void = () => undefined;
  const wakeLock = {
    request: vi.fn((): ReturnType<ScreenWakeLock['request']> => {
      if (refuse) return Promise.reject(new DOMException('Battery saver is on', 'NotAllowedError'));
      const lock = {
        released: false,
        release: () => {
          lock.released = true;
          return Promise.resolve();
        },
      };
      locks.push(lock);
      if (!answerLater) return Promise.resolve(lock);
      return new Promise((resolve) => (answer = () => resolve(lock)));
    }),
    held: () => locks.filter((lock) => !lock.released).length,
    requests: () => locks.length,
    answer: () => answer(),
  };
  return { wakeLock, locks };
}

/** The page hidden (another tab, the phone locked) or shown again; the browser drops the locks of a hidden page. */
function showPage(visible: boolean, locks: { released: boolean }[]) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  if (!visible) for (const lock of locks) lock.released = true;
  document.dispatchEvent(new Event('visibilitychange'));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keeping the screen on', () => {
  it('holds one lock while wanted and releases it when not', async () => {
    const { wakeLock } = fakeWakeLock();
    const keeper = screenKeeper(wakeLock);
    keeper.hold();
    keeper.hold();
    await settle();
    expect(wakeLock.held()).toBe(1);
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    keeper.release();
    expect(wakeLock.held()).toBe(0);
  });

  it('asks again when the page is shown after being hidden, only while still wanted', async () => {
    const { wakeLock, locks } = fakeWakeLock();
    const keeper = screenKeeper(wakeLock);
    keeper.hold();
    await settle();
    showPage(false, locks);
    expect(wakeLock.held()).toBe(0);
    // Hidden: nothing to ask for until it is shown.
    expect(wakeLock.requests()).toBe(1);
    showPage(true, locks);
    await settle();
    expect(wakeLock.held()).toBe(1);
    expect(wakeLock.requests()).toBe(2);

    keeper.release();
    showPage(false, locks);
    showPage(true, locks);
    await settle();
    expect(wakeLock.held()).toBe(0);
    expect(wakeLock.requests()).toBe(2);
  });

  it('lets go of a lock granted after it was no longer wanted', async () => {
    const { wakeLock } = fakeWakeLock({ answerLater: true });
    const keeper = screenKeeper(wakeLock);
    keeper.hold();
    keeper.release();
    wakeLock.answer();
    await settle();
    expect(wakeLock.requests()).toBe(1);
    expect(wakeLock.held()).toBe(0);
  });

  it('goes on without a lock where the browser has none or refuses one', async () => {
    const missing = screenKeeper(undefined);
    expect(() => {
      missing.hold();
      missing.release();
    }).not.toThrow();

    const { wakeLock } = fakeWakeLock({ refuse: true });
    const refused = screenKeeper(wakeLock);
    refused.hold();
    await settle();
    expect(wakeLock.held()).toBe(0);
    refused.release();
  });
});
