import '../../theme/fonts/nastaliq.css';
import type { Messages } from '../../i18n/messages/en';
import { keepThroughWorker, workerControlsPage } from '../../services/offline/keepThroughWorker';
import { shippedTranslationKinds, shippedTranslations, type ShippedTranslationKind } from '../../services/quran/shippedTranslations';
import { messageParts } from '../../ui/messageParts';
import { CREDIT_MARK as CREDIT, LINE_MARK as KIND } from '../surah-text/translationLineMarks';
import * as styles from '../surah-text/translationLines.css';

/*
 * The lines of the shipped translations under the ayat of the static text, and their credit under
 * the text, for the translations a reader chooses (the build draws a page's default ones, with the
 * same marks). Loaded by the reading settings only once a translation is chosen or taken away, so a
 * page read as it was drawn carries none of this.
 */

export { shippedTranslationLoader } from '../../services/quran/loadShippedTranslation';

/** The ayat of the page's surah, in order (the static text's list items, whose ids are their numbers). */
function ayahItems(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('article[data-surah] li[id]')];
}

export function hasLines(kind: ShippedTranslationKind): boolean {
  return document.querySelector(`article[data-surah] [${KIND}="${kind}"]`) !== null;
}

export function removeLines(kind: ShippedTranslationKind): void {
  for (const line of document.querySelectorAll(`article[data-surah] [${KIND}="${kind}"]`)) line.remove();
}

/**
 * Puts one line of the translation under each ayah on the page, in its language and direction,
 * replacing any it had; the lines follow one another in the settings' order, whichever arrived
 * first. An ayah is found by its number (its id), so a page holding some of the surah's ayat gets
 * the lines of those.
 */
export function drawLines(kind: ShippedTranslationKind, verses: readonly string[]): void {
  removeLines(kind);
  const { lang, dir } = shippedTranslations[kind];
  const later: readonly string[] = shippedTranslationKinds.slice(shippedTranslationKinds.indexOf(kind) + 1);
  for (const item of ayahItems()) {
    const verse = verses[Number(item.id) - 1];
    if (verse === undefined) continue;
    const line = document.createElement('p');
    line.setAttribute(KIND, kind);
    line.lang = lang;
    line.dir = dir;
    line.className = styles.lineOf[kind];
    line.textContent = verse;
    const before = [...item.children].find((child) => later.includes(child.getAttribute(KIND) ?? ''));
    item.insertBefore(line, before ?? null);
  }
}

function link(href: string, text: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

/**
 * The credit of the translations the page shows, right after the Quran text's own: whose work each
 * is, linked to its page on Tanzil (as Tanzil asks), and the package and licence it came by, in the
 * page's language. None when none is shown.
 */
export function showCredits(text: Messages['reader']['quranSettings']): void {
  document.querySelector(`[${CREDIT}]`)?.remove();
  const shown = shippedTranslationKinds.filter(hasLines);
  const textCredit = document.querySelector('article[data-surah]')?.nextElementSibling;
  if (shown.length === 0 || !textCredit) return;
  const credit = document.createElement('p');
  credit.setAttribute(CREDIT, '');
  credit.className = styles.credits;
  const works = document.createDocumentFragment();
  works.append(...shown.flatMap((kind, index) => [index > 0 ? text.creditsSeparator : '', link(shippedTranslations[kind].source, text.shipped[kind].work)]));
  credit.append(
    ...messageParts(text.credits, {
      works,
      tanzil: link('https://tanzil.net/trans/', 'Tanzil'),
      package: link('https://github.com/risan/quran-json', 'quran-json'),
      licence: link('https://creativecommons.org/licenses/by-sa/4.0/', 'CC BY-SA 4.0'),
    }),
  );
  textCredit.after(credit);
}

/**
 * The Urdu font was downloaded before the offline worker took over the page (a first visit), so the
 * worker's rule for it did not keep it: once it has arrived, the worker is asked to.
 */
export function keepUrduFontOnceLoaded(): void {
  // Older browsers have no font loading API, whatever the DOM types say.
  if (workerControlsPage() || !(document.fonts as FontFaceSet | undefined)) return;
  void document.fonts.load('1em "Noto Nastaliq Urdu"', 'اردو').then(() => {
    const font = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/noto-nastaliq-urdu-'));
    if (font) keepThroughWorker([font.name]);
  }, () => undefined);
}
