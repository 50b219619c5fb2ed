import { describe, expect, it } from 'vitest';
import { readPackageTranslations, withoutPresentationForms } from '../../../../scripts/engine/content/quranTranslations';

/*
 * The translations shipped with the reader, read from the quran-json package at build time: the
 * Urdu, English and transliteration of every verse, verbatim but for the Arabic presentation forms,
 * which Urdu fonts do not draw.
 */
describe('the shipped translations', () => {
  const translations = readPackageTranslations();

  it('give every verse of the 114 surahs in Urdu, English and transliteration', () => {
    expect(translations).toHaveLength(114);
    expect(translations.map((surah) => surah.en.length).reduce((sum, count) => sum + count, 0)).toBe(6236);
    for (const surah of translations) {
      expect(surah.ur).toHaveLength(surah.en.length);
      expect(surah.transliteration).toHaveLength(surah.en.length);
    }
    expect(translations[1]!.en[254]).toMatch(/^Allah - there is no deity except Him, the Ever-Living/);
    expect(translations[0]!.transliteration[0]).toBe('Bismi Allahi alrrahmani alrraheemi');
    expect(translations[111]!.ur[0]).toMatch(/^کہو، وہ اللہ ہے، یکتا/);
  });

  it('carry no Arabic presentation form: the three ligatures in the Urdu are written out in Urdu letters', () => {
    const presentationForm = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;
    const all = translations.flatMap((surah) => [...surah.ur, ...surah.en, ...surah.transliteration]);
    expect(all.filter((verse) => presentationForm.test(verse))).toEqual([]);
    expect(translations[1]!.ur[75]).toContain('(محمد رسول اللہ صلی اللہ علیہ وسلم پر)');
  });
});

describe('writing out presentation forms', () => {
  it('keeps a written-out ligature apart from the words beside it, and adds no space where there is one', () => {
    expect(withoutPresentationForms('اللہﷺ پر', true)).toBe('اللہ صلی اللہ علیہ وسلم پر');
    expect(withoutPresentationForms('نبی ﷺکو', true)).toBe('نبی صلی اللہ علیہ وسلم کو');
    expect(withoutPresentationForms('(ﷺ)', true)).toBe('(صلی اللہ علیہ وسلم)');
  });

  it('uses Arabic letters outside Urdu, and maps a single-letter form to its letter', () => {
    expect(withoutPresentationForms('ﷺ', false)).toBe('صلى الله عليه وسلم');
    expect(withoutPresentationForms('\uFEB3\uFEE0\uFEE2', true)).toBe('سلم');
  });

  it('drops the zero-width byte-order mark and leaves other text as it is', () => {
    expect(withoutPresentationForms('\uFEFFقل', true)).toBe('قل');
    expect(withoutPresentationForms('In the name of Allah', false)).toBe('In the name of Allah');
  });
});
