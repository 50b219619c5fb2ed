import { QuranDataError, readJson, type Fetch } from '../../services/quran/readJson';
import { surahOptionLabel, type SurahChoice } from './choosing';

/**
 * Where the list the selects offer is served, one file per language (its surahs named as its pages
 * name them): one file for all the reader's pages, which would otherwise each carry the 114 surahs
 * in their HTML. The build writes them and the offline worker precaches them, so the selects fill
 * in offline too.
 */
export const surahChoicesPath = (language: string): string => `/quran/surahs/${language}.json`;

interface Surah {
  readonly number: number;
  readonly name: string;
  readonly englishName: string;
  readonly ayat: number;
}

/** A surah as the selects offer it. */
export const surahChoice = (surah: Surah): SurahChoice => [surah.number, surahOptionLabel(surah), surah.ayat];

/** The file's text: every surah, in order, as `[number, option text, number of ayat]`. */
export function surahChoicesText(surahs: readonly Surah[]): string {
  return JSON.stringify(surahs.map(surahChoice));
}

const isSurahChoice = (value: unknown): value is SurahChoice =>
  Array.isArray(value) && value.length === 3 && Number.isInteger(value[0]) && typeof value[1] === 'string' && Number.isInteger(value[2]);

/** Reads the list in `language`; an answer that is not one fails with QuranDataError, naming the address. */
export async function readSurahChoices(language: string, fetcher: Fetch = (url) => fetch(url)): Promise<readonly SurahChoice[]> {
  const path = surahChoicesPath(language);
  const data = await readJson(path, fetcher);
  if (!Array.isArray(data) || data.length === 0 || !data.every(isSurahChoice)) throw new QuranDataError(`${path} is not a list of surahs`);
  return data;
}
