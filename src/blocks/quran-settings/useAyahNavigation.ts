import { useEffect, useRef } from 'react';
import type { PlacedSurah } from '../surah-text/schema';
import { isShortcutKey } from './settings';

/** The ayat of the page's surah, in order (the static text's list items, whose ids are their numbers). */
function ayahElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('article[data-surah] li[id]')];
}

/** The ayah at the top of the reading area: the first whose bottom is below the sticky header. */
function currentAyah(elements: readonly HTMLElement[]): number {
  const fromHash = Number(window.location.hash.slice(1));
  if (Number.isInteger(fromHash) && fromHash >= 1 && fromHash <= elements.length) {
    const marked = elements[fromHash - 1]!.getBoundingClientRect();
    if (marked.bottom > 0 && marked.top < window.innerHeight) return fromHash;
  }
  const top = window.innerHeight * 0.2;
  const index = elements.findIndex((element) => element.getBoundingClientRect().bottom > top);
  return index < 0 ? elements.length : index + 1;
}

/**
 * Where the reader is: the ayah at the top of the screen, reported as the page scrolls (for
 * "continue reading"), and the shortcuts J/K (next and previous ayah: marked as the address's
 * #fragment, scrolled to and focused) and N/P (next and previous surah).
 */
export function useAyahNavigation(placed: PlacedSurah | undefined, shortcuts: boolean, onPlace: (ayah: number) => void) {
  const report = useRef(onPlace);
  report.current = onPlace;

  useEffect(() => {
    const elements = ayahElements();
    if (!elements.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const note = () => {
      clearTimeout(timer);
      timer = setTimeout(() => report.current(currentAyah(elements)), 400);
    };
    note();
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('hashchange', note);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', note);
      window.removeEventListener('hashchange', note);
    };
  }, []);

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
      if (key !== 'j' && key !== 'k') return;
      const elements = ayahElements();
      if (!elements.length) return;
      event.preventDefault();
      const ayah = Math.min(elements.length, Math.max(1, currentAyah(elements) + (key === 'j' ? 1 : -1)));
      // replace(): the mark moves without a history entry per ayah; :target marks it, as a link would.
      window.location.replace(`#${ayah}`);
      elements[ayah - 1]!.focus({ preventScroll: true });
      report.current(ayah);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts, placed]);
}
