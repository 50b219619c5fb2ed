import { readPackageQuran } from './quranText';
import { readPackageTranslations, type SurahTranslations } from './quranTranslations';

/**
 * The Quran text and translations shipped with the site, each read from its package once per
 * process, and only when something asks for it: the surah pages need the text, the ayah pages the
 * translations too, a site with neither reads nothing.
 */
function once<T>(read: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: read() }).value;
}

/** Every surah's verses in Arabic, index 0 for Al-Fatihah. */
export const shippedVerses = once(() => readPackageQuran().map((surah) => surah.verses.map((verse) => verse.text)));

/** Every surah's Urdu, English and transliterated verses, index 0 for Al-Fatihah. */
export const shippedTranslations: () => readonly SurahTranslations[] = once(readPackageTranslations);
