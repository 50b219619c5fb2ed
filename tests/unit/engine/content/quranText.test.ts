import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { packageQuranSchema, readPackageQuran, type PackageQuran } from '../../../../scripts/engine/content/quranText';

/*
 * The Arabic text the surah pages are built from, read from its npm package and checked on the way
 * in, so that an update of the package that changes its shape stops the build instead of shipping
 * a surah with verses missing or out of order. Reading the file without naming its encoding would
 * give its bytes, which JSON.parse reads as UTF-8 all the same: that mutant is equivalent.
 */

const packageText = (): PackageQuran => JSON.parse(readFileSync(createRequire(import.meta.url).resolve('quran-json/dist/quran.json'), 'utf8')) as PackageQuran;

describe('the shipped Quran text', () => {
  it('is the 114 surahs, each with its verses in order', () => {
    const quran = readPackageQuran();
    expect(quran).toHaveLength(114);
    expect(quran[0]).toMatchObject({ id: 1, transliteration: 'Al-Fatihah', type: 'meccan', total_verses: 7 });
    expect(quran[0]?.verses.map((verse) => verse.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(quran[113]?.verses).toHaveLength(6);
  });

  it('is refused when a surah has a verse out of order, whatever the others', () => {
    const quran = packageText();
    quran[1]!.verses[4] = { ...quran[1]!.verses[4]!, id: 7 };
    const result = packageQuranSchema.safeParse(quran);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [1], message: 'expected verses numbered 1 to total_verses, in order' },
    ]);
  });

  it('is refused when a surah has fewer verses than it says', () => {
    const quran = packageText();
    quran[2]!.verses.pop();
    expect(packageQuranSchema.safeParse(quran).error?.issues.map(({ path }) => path)).toEqual([[2]]);
  });

  it('is refused without every surah', () => {
    expect(packageQuranSchema.safeParse(packageText().slice(1)).success).toBe(false);
  });
});
