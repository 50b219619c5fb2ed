/** What the screen keeper needs of the Screen Wake Lock API (`navigator.wakeLock`). */
export interface ScreenWakeLock {
  request(type: 'screen'): Promise<{ readonly released: boolean; release(): Promise<void> }>;
}

export interface ScreenKeeper {
  /** Keeps the screen on from now, where the browser offers it, and again whenever the page is shown after being hidden. */
  hold(): void;
  /** Lets the screen sleep as it would. */
  release(): void;
}

/**
 * Keeps the screen from dimming while hands-free scrolling runs. Browsers release the lock
 * whenever the page is hidden (another tab, the phone locked), so it is asked for again each time
 * the page is shown while still wanted. Where the API is missing or refuses (low battery, a
 * policy), scrolling runs all the same and the screen sleeps as it would.
 */
export function screenKeeper(wakeLock: ScreenWakeLock | undefined): ScreenKeeper {
  let wanted = false;
  let lock: Awaited<ReturnType<ScreenWakeLock['request']>> | undefined;
  let asking = false;

  const ask = () => {
    if (!wakeLock || asking || (lock && !lock.released) || document.visibilityState !== 'visible') return;
    asking = true;
    wakeLock.request('screen').then(
      (granted) => {
        asking = false;
        if (wanted) lock = granted;
        else granted.release().catch(() => undefined);
      },
      () => {
        asking = false;
      },
    );
  };
  const onVisibility = () => {
    if (wanted) ask();
  };

  return {
    hold() {
      if (wanted) return;
      wanted = true;
      document.addEventListener('visibilitychange', onVisibility);
      ask();
    },
    release() {
      if (!wanted) return;
      wanted = false;
      document.removeEventListener('visibilitychange', onVisibility);
      if (lock && !lock.released) lock.release().catch(() => undefined);
      lock = undefined;
    },
  };
}
