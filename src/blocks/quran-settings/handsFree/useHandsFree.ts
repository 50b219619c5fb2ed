import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import type { ReadingFollower } from '../followReading';
import { pastTheEnd, readView } from '../readingLine';
import { isShortcutKey } from '../settings';
import { watchInterruptions } from './interruptions';
import { pixelsPerSecond, stepPace, type Pace } from './pace';
import { scrollHandsFree } from './scroller';
import { handsFree, type HandsFreeState } from './state';
import { screenKeeper } from './wakeLock';

/** The keys of hands-free scrolling: S starts and stops it, + (or =) and - change the pace. */
function commandOf(event: KeyboardEvent): 'toggle' | 'faster' | 'slower' | undefined {
  const key = event.key.toLowerCase();
  if (key === 's') return 'toggle';
  if (key === '+' || key === '=') return 'faster';
  if (key === '-') return 'slower';
  return undefined;
}

export interface HandsFreeOptions {
  readonly follower: ReadingFollower;
  readonly pace: Pace;
  readonly onPace: (pace: Pace) => void;
  readonly shortcuts: boolean;
}

export interface HandsFree {
  readonly state: HandsFreeState;
  /** The element around the hands-free controls: using them does not pause the scroll. */
  readonly controls: RefObject<HTMLDivElement | null>;
  readonly toggle: () => void;
  readonly changePace: (by: 1 | -1) => void;
}

/**
 * Hands-free scrolling through the surah at the chosen pace: started and stopped by its button or
 * S, paused by whatever the reader does on the page, ended after the last ayah, the screen kept on
 * while it runs.
 */
export function useHandsFree({ follower, pace, onPace, shortcuts }: HandsFreeOptions): HandsFree {
  const [state, dispatch] = useReducer(handsFree, { kind: 'off' });
  const controls = useRef<HTMLDivElement>(null);
  const latest = useRef({ pace, onPace });
  useEffect(() => {
    latest.current = { pace, onPace };
  });
  const running = state.kind === 'running';

  useEffect(() => {
    if (!running) return;
    follower.unpin();
    const { ayat } = follower;
    // Read once a run: the text size can only change through the settings, which pause it.
    const lineHeight = parseFloat(getComputedStyle(ayat[0]!.querySelector('p') ?? ayat[0]!).lineHeight) || 60;
    const last = ayat[ayat.length - 1]!;
    const keeper = screenKeeper('wakeLock' in navigator ? navigator.wakeLock : undefined);
    keeper.hold();
    const stopWatching = watchInterruptions({
      controls: controls.current,
      isCommand: (event) => shortcuts && isShortcutKey(event) && !!commandOf(event),
      onInterrupt: (by) => dispatch({ type: 'interrupt', by }),
    });
    const stopScrolling = scrollHandsFree({
      speed: () => pixelsPerSecond(latest.current.pace, lineHeight),
      atEnd: () => pastTheEnd(readView(), last.getBoundingClientRect().bottom),
      onEnd: () => dispatch({ type: 'end' }),
    });
    return () => {
      stopScrolling();
      stopWatching();
      keeper.release();
    };
  }, [running, follower, shortcuts]);

  const changePace = useCallback((by: 1 | -1) => {
    dispatch({ type: 'pace' });
    latest.current.onPace(stepPace(latest.current.pace, by));
  }, []);

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: KeyboardEvent) => {
      const command = isShortcutKey(event) ? commandOf(event) : undefined;
      if (!command) return;
      event.preventDefault();
      if (command === 'toggle') dispatch({ type: 'toggle' });
      else changePace(command === 'faster' ? 1 : -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts, changePace]);

  return { state, controls, toggle: () => dispatch({ type: 'toggle' }), changePace };
}
