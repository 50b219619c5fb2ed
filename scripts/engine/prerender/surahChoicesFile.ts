import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SURAH_CHOICES_PATH, surahChoicesText } from '../../../src/blocks/quran-select/surahChoices';
import type { Collections } from '../../../src/schema/collections';

/** Writes the list "Select Surah" offers, one file for all the reader's pages; returns its bytes. */
export function writeSurahChoices(outDir: string, surahs: Collections['surahs']): number {
  const file = join(outDir, SURAH_CHOICES_PATH);
  const text = surahChoicesText(surahs);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}
