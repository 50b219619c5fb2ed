import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPackageTranslations } from '../../../../scripts/engine/content/quranTranslations';
import { translationFiles, writeTranslationFiles } from '../../../../scripts/engine/prerender/translationFiles';
import { versesOf } from '../../../../src/services/quran/loadShippedTranslation';
import { translationFilePath } from '../../../../src/services/quran/shippedTranslations';
import { tempFolders } from '../../support/tempFolders';

const tempFolder = tempFolders('translation-files-');

/*
 * The reader's translations as the build writes them: one file per surah per translation, which the
 * reading settings fetch when the reader turns a translation on.
 */
describe('the translation files', () => {
  it('are written one per surah per translation, at the addresses the reader asks for', () => {
    const outDir = tempFolder();
    const translations = readPackageTranslations();
    expect(writeTranslationFiles(outDir, translations).count).toBe(342);
    const folder = join(outDir, 'quran', 'translations');
    expect(readdirSync(folder).sort()).toEqual(['en', 'transliteration', 'ur']);
    for (const kind of ['ur', 'en', 'transliteration'] as const) {
      const names = readdirSync(join(folder, kind));
      expect(names).toHaveLength(114);
      expect(names).toContain('114.json');
    }
    expect(translationFilePath('ur', 2)).toBe('/quran/translations/ur/2.json');

    // What the browser reads back is the package's text, verse for verse.
    const baqarah = JSON.parse(readFileSync(join(outDir, translationFilePath('ur', 2)), 'utf8')) as unknown;
    expect(versesOf(baqarah, 'ur', 2, 286)).toEqual(translations[1]!.ur);
    const ikhlas = JSON.parse(readFileSync(join(outDir, translationFilePath('transliteration', 112)), 'utf8')) as unknown;
    expect(ikhlas).toEqual({ surah: 112, translation: 'transliteration', verses: translations[111]!.transliteration });
  });

  it('hold each file as the shape the reader checks, with the Urdu presentation forms written out', () => {
    const files = translationFiles(readPackageTranslations());
    const fatihah = JSON.parse(files.get('/quran/translations/en/1.json')!) as { verses: string[] };
    expect(fatihah.verses[0]).toBe('In the name of Allah, the Entirely Merciful, the Especially Merciful');
    expect(files.get('/quran/translations/ur/2.json')).toContain('(محمد رسول اللہ صلی اللہ علیہ وسلم پر)');
    expect([...files.values()].filter((text) => /[\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(text))).toEqual([]);
  });

  it('are small enough to fetch on a phone: Al-Baqarah, the longest, under 40 KB compressed in each', () => {
    const files = translationFiles(readPackageTranslations());
    for (const kind of ['ur', 'en', 'transliteration']) {
      expect(gzipSync(files.get(`/quran/translations/${kind}/2.json`)!).length).toBeLessThan(40_000);
    }
  });
});
