import { surahChoicesPath, surahChoicesText } from '../../../src/blocks/quran-select/surahChoices';
import type { Collections } from '../../../src/schema/collections';
import { writeSiteFiles } from './translationFiles';

/** A language the site is published in, with its surahs as its pages name them. */
interface LanguageSurahs {
  readonly code: string;
  readonly surahs: Collections['surahs'];
}

/** Writes the list "Select Surah" offers, one file per language for all the reader's pages. */
export function writeSurahChoices(outDir: string, languages: readonly LanguageSurahs[]): void {
  writeSiteFiles(outDir, new Map(languages.map(({ code, surahs }) => [surahChoicesPath(code), surahChoicesText(surahs)])));
}
