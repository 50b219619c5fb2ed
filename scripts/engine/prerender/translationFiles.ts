import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { shippedTranslationKinds, translationFilePath, translationFileText } from '../../../src/services/quran/shippedTranslations';
import type { SurahTranslations } from '../content/quranTranslations';

/**
 * Every shipped translation as the reader fetches it: one file per surah per translation, by its
 * address (translationFilePath) and in the shape src/services/quran/shippedTranslations.ts
 * describes and checks. The surah pages carry none of it; a reader who turns a translation on
 * fetches only the surah being read.
 */
export function translationFiles(translations: readonly SurahTranslations[]): Map<string, string> {
  const files = new Map<string, string>();
  translations.forEach((surah, index) => {
    for (const kind of shippedTranslationKinds) {
      files.set(translationFilePath(kind, index + 1), translationFileText({ surah: index + 1, translation: kind, verses: surah[kind] }));
    }
  });
  return files;
}

/** Writes files into the site, each at its address; returns how many, and their bytes. */
export function writeSiteFiles(outDir: string, files: ReadonlyMap<string, string>): { count: number; bytes: number } {
  let bytes = 0;
  for (const [path, text] of files) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    bytes += Buffer.byteLength(text);
  }
  return { count: files.size, bytes };
}

/** Writes the translation files into the site; returns how many, and their bytes. */
export function writeTranslationFiles(outDir: string, translations: readonly SurahTranslations[]): { count: number; bytes: number } {
  return writeSiteFiles(outDir, translationFiles(translations));
}
