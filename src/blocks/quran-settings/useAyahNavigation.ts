import { useEffect, useRef, useState } from 'react';
import type { PlacedSurah } from '../surah-text/schema';
import { followReading, type ReadingFollower } from './followReading';
import { isShortcutKey } from './settings';

/** The ayat of the page's surah, in order (the static text's list items, whose ids are their numbers). */
function ayahElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('article[data-surah] li[id]')];
}

/**
 * Where the reader is: the ayah at the reading line, marked as the page scrolls and kept for
 * "Continue reading" (`onPlace`). Undefined until the page has hydrated, and on a page without the
 * surah's text.
 */
export function useReadingPlace(onPlace: (ayah: number) => void): ReadingFollower | undefined {
  const report = useRef(onPlace);
  const [follower, setFollower] = useState<ReadingFollower>();

  useEffect(() => {
    report.current = onPlace;
  });

  useEffect(() => {
    const ayat = ayahElements();
    if (!ayat.length) return;
    const following = followReading(ayat, (ayah) => report.current(ayah));
    // The layout is only known in the browser, once the page has hydrated.
    setFollower(following);
    return () => following.stop();
  }, []);

  return follower;
}

/**
 * The shortcuts J and K (next and previous ayah from the one at the reading line: marked as the
 * address's #fragment, scrolled to and focused) and N and P (next and previous surah).
 */
export function useAyahNavigation(placed: PlacedSurah | undefined, shortcuts: boolean, follower: ReadingFollower | undefined) {
  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutKey(event)) return;
      const key = event.key.toLowerCase();
      if (key === 'n' || key === 'p') {
        const target = key === 'n' ? placed?.next : placed?.previous;
        if (!target) return;
        event.preventDefault();
        window.location.assign(target.to);
        return;
      }
      if ((key !== 'j' && key !== 'k') || !follower) return;
      const ayat = ayahElements();
      event.preventDefault();
      const ayah = Math.min(ayat.length, Math.max(1, follower.current() + (key === 'j' ? 1 : -1)));
      // replace(): the mark moves without a history entry per ayah; :target marks it, as a link would.
      window.location.replace(`#${ayah}`);
      ayat[ayah - 1]!.focus({ preventScroll: true });
      follower.pin(ayah);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts, placed, follower]);
}
