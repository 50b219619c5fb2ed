import type { SurahItem } from '../../schema/collections/surahs';

/** Letters and digits only, lower case: "Ya-Sin", "yasin" and "Ya Sin" all read "yasin". */
const simplified = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');

/** Arabic letters without their vowel marks, so a name typed without them still matches. */
const arabicLetters = (text: string) => text.replace(/[\p{M}\u0640]/gu, '').replace(/\s+/g, '');

/**
 * The surahs a search names: a number matches that surah; any other text matches the Latin name,
 * its meaning or the Arabic name, ignoring case, spaces, hyphens and apostrophes ("al baqara").
 */
export function filterSurahs(surahs: readonly SurahItem[], query: string): readonly SurahItem[] {
  const trimmed = query.trim();
  if (!trimmed) return surahs;
  if (/^\d+$/.test(trimmed)) return surahs.filter((surah) => String(surah.number) === String(Number(trimmed)));
  const wanted = simplified(trimmed);
  const wantedArabic = arabicLetters(trimmed);
  return surahs.filter(
    (surah) =>
      (wanted && (simplified(surah.englishName).includes(wanted) || simplified(surah.meaning).includes(wanted))) ||
      (wantedArabic && arabicLetters(surah.name).includes(wantedArabic)),
  );
}
