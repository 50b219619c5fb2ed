import type { Surah, SurahSummary, Verse } from '../../services/quran/index';

/** The surah options read "{Arabic name} - {English name}". */
export function surahOptionLabel(surah: SurahSummary): string {
  return `${surah.name} - ${surah.englishName}`;
}

export function ayahOptionLabel(number: number): string {
  return `Ayah ${number}`;
}

/** The content area's heading, "{surah name} - Surah {number}". */
export function surahHeading(surah: SurahSummary): string {
  return `${surah.englishName} - Surah ${surah.number}`;
}

/** With verse 1 selected the whole surah is shown; another verse shows that verse alone. */
export function versesToShow(surah: Surah, ayah: number): readonly Verse[] {
  if (ayah <= 1) return surah.verses;
  return surah.verses.filter((verse) => verse.number === ayah);
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Verse numbers as the Arabic text writes them (Arabic-Indic digits), independent of the browser's locale. */
export function arabicNumber(number: number): string {
  return String(number).replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!);
}

export interface Selection {
  readonly surah?: SurahSummary;
  /** 1 (the default) means the whole surah. */
  readonly ayah: number;
}

function positiveInteger(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : undefined;
}

/**
 * The reading position in the URL (`?surah=2&ayah=255`). Without one, or with a surah that does not
 * exist, the first surah is read whole; an ayah it does not have means the whole surah.
 */
export function readSelection(params: URLSearchParams, surahs: readonly SurahSummary[]): Selection {
  const surah = surahs.find((candidate) => candidate.number === positiveInteger(params.get('surah'))) ?? surahs[0];
  const ayah = positiveInteger(params.get('ayah'));
  return { surah, ayah: surah && ayah && ayah <= surah.verseCount ? ayah : 1 };
}

/** The URL's query for a reading position: no `ayah` for the whole surah, nothing at all for no surah. */
export function selectionParams(surah: number | undefined, ayah = 1): Record<string, string> {
  if (!surah) return {};
  return ayah > 1 ? { surah: String(surah), ayah: String(ayah) } : { surah: String(surah) };
}
