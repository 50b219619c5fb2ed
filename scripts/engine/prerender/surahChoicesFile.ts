import { SURAH_CHOICES_PATH, surahChoicesText } from '../../../src/blocks/quran-select/surahChoices';
import type { Collections } from '../../../src/schema/collections';
import { writeSiteFiles } from './translationFiles';

/** Writes the list "Select Surah" offers, one file for all the reader's pages. */
export function writeSurahChoices(outDir: string, surahs: Collections['surahs']): void {
  writeSiteFiles(outDir, new Map([[SURAH_CHOICES_PATH, surahChoicesText(surahs)]]));
}
