import { describe, expect, it, vi } from 'vitest';
import { cutAtWord, deriveAyat, SUMMARY_LENGTH } from '../../../../scripts/engine/content/ayat';
import { readSiteSources } from '../../../../scripts/engine/content/siteSources';
import { ayahItemSchema } from '../../../../src/schema/collections/ayat';

/*
 * The ayat the build derives from content/surahs.yaml and the text shipped with the site: one item
 * per ayah, in the Quran's order, each linked to the ones beside it across surahs, with a summary
 * of its English translation for search results.
 */

const surah = (number: number, englishName: string) => ({ id: String(number), number, englishName, meaning: `${englishName} means`, to: `/read-quran/${number}` });
/** A stand-in text: surah n has n + 1 verses, each named by its place. */
const verses = () => Array.from({ length: 114 }, (_, index) => Array.from({ length: index + 2 }, (__, verse) => `${index + 1}:${verse + 1} ar`));
const translations = () =>
  verses().map((list) => ({ ur: list.map((verse) => `${verse} ur`), en: list.map((verse) => `${verse} en`), transliteration: list.map((verse) => `${verse} tr`) }));

describe('the ayat derived from the surahs', () => {
  it('are every ayah of each surah listed, in the Quran\'s order whatever the file\'s, linked across surahs and at neither end', () => {
    const ayat = deriveAyat({ surahs: [surah(2, 'Al-Baqarah'), surah(1, 'Al-Fatihah')], verses, translations });
    expect(ayat.map((ayah) => [ayah.id, ayah.previous, ayah.next])).toEqual([
      ['1:1', undefined, '1:2'],
      ['1:2', '1:1', '2:1'],
      ['2:1', '1:2', '2:2'],
      ['2:2', '2:1', '2:3'],
      ['2:3', '2:2', undefined],
    ]);
    expect(ayat.filter((ayah) => 'previous' in ayah && ayah.previous === undefined)).toEqual([]);
    expect(ayat[2]).toEqual({
      id: '2:1',
      surah: '2',
      number: 1,
      surahName: 'Al-Baqarah',
      surahMeaning: 'Al-Baqarah means',
      to: '/read-quran/2/1',
      surahTo: '/read-quran/2',
      text: '2:1 ar',
      urdu: '2:1 ar ur',
      english: '2:1 ar en',
      transliteration: '2:1 ar tr',
      summary: '2:1 ar en',
      previous: '1:2',
      next: '2:2',
    });
  });

  it('leave out a surah its file writes wrongly (its own error is reported there), and one written twice', () => {
    const broken = [{ ...surah(3, 'Ali Imran'), englishName: 3 }, { ...surah(4, 'An-Nisa'), number: 115 }, 'not a surah', { ...surah(5, 'Al-Maidah'), to: '' }];
    const ayat = deriveAyat({ surahs: [surah(1, 'Al-Fatihah'), ...broken, { ...surah(1, 'Again'), id: 'again' }], verses, translations });
    expect(ayat.map((ayah) => `${ayah.id} ${ayah.surahName}`)).toEqual(['1:1 Al-Fatihah', '1:2 Al-Fatihah']);
  });

  it('read the shipped text only when there is a surah to derive from', () => {
    const read = vi.fn(verses);
    expect(deriveAyat({ surahs: [], verses: read, translations })).toEqual([]);
    expect(deriveAyat({ surahs: undefined, verses: read, translations })).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });

  it("of the site are the Quran's 6,236, each as the item schema describes it", () => {
    const ayat = readSiteSources(process.cwd()).derived('ayat');
    expect(ayat).toHaveLength(6236);
    expect(ayat.filter((ayah) => !ayahItemSchema.safeParse(ayah).success)).toEqual([]);
    expect(ayat.map((ayah) => (ayah as { id: string }).id).slice(0, 8)).toEqual(['1:1', '1:2', '1:3', '1:4', '1:5', '1:6', '1:7', '2:1']);
    expect(ayat.at(-1)).toMatchObject({ id: '114:6', surahName: 'An-Nas', to: '/read-quran/114/6', previous: '114:5' });
    expect(ayat.at(-1)).not.toHaveProperty('next');
  });
});

describe('a summary for search results', () => {
  it('is the whole text where it fits, its spaces made single', () => {
    expect(cutAtWord('In the name of Allah,  the Entirely Merciful.', 60)).toBe('In the name of Allah, the Entirely Merciful.');
    expect(cutAtWord('a'.repeat(20), 20)).toBe('a'.repeat(20));
  });

  it('is cut at the last word that fits, with an ellipsis, never past the length', () => {
    expect(cutAtWord('Neither drowsiness overtakes Him nor sleep.', 20)).toBe('Neither drowsiness…');
    expect(cutAtWord('Neither drowsiness overtakes Him nor sleep.', 19)).toBe('Neither drowsiness…');
    expect(cutAtWord('Neither drowsiness overtakes Him nor sleep.', 18)).toBe('Neither…');
  });

  it('keeps a word the cut falls right after', () => {
    expect(cutAtWord('Neither drowsiness overtakes', 19)).toBe('Neither drowsiness…');
  });

  it('leaves no bracket open, nor a comma or a dash hanging before the ellipsis', () => {
    expect(cutAtWord('the Sustainer of [all] existence', 23)).toBe('the Sustainer of [all]…');
    expect(cutAtWord('the Sustainer of [all] existence', 22)).toBe('the Sustainer of…');
    expect(cutAtWord('the Sustainer of [all existence] of it', 24)).toBe('the Sustainer of…');
    expect(cutAtWord('Allah - there is no deity', 9)).toBe('Allah…');
    expect(cutAtWord('the Ever-Living, the Sustainer', 20)).toBe('the Ever-Living…');
  });

  it('cuts inside a word only when one word is longer than the whole length', () => {
    expect(cutAtWord('Supercalifragilistic word', 10)).toBe('Supercali…');
  });

  it('of every ayah of the site leaves room for the ayah\'s name in what search results show', () => {
    const ayat = readSiteSources(process.cwd()).derived('ayat') as { summary: string }[];
    expect(ayat.filter((ayah) => ayah.summary.length > SUMMARY_LENGTH)).toEqual([]);
    expect(SUMMARY_LENGTH + 'Al-Muddaththir 74:56: '.length).toBeLessThanOrEqual(160);
  });
});
