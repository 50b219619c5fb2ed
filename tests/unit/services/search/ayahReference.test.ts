import { describe, expect, it } from 'vitest';
import { indexQuery, referenceWord } from '../../../../src/services/search/ayahReference';

describe("an ayah's reference word", () => {
  it('is one word of letters and digits, which no text holds, and which keeps 2:255 apart from 22:55', () => {
    expect(referenceWord('2:255')).toBe('quran2v255');
    expect(referenceWord('22:55')).toBe('quran22v55');
    expect(referenceWord('2:255')).toMatch(/^[a-z0-9]+$/);
  });
});

describe('a query naming an ayah by its numbers', () => {
  it.each([
    ['2:255', 'quran2v255'],
    ['2 255', 'quran2v255'],
    ['2.255', 'quran2v255'],
    [' 2 : 255 ', 'quran2v255'],
    ['114:6', 'quran114v6'],
    ['1:1', 'quran1v1'],
  ])('"%s" is asked as %s', (query, asked) => {
    expect(indexQuery(query)).toBe(asked);
  });

  it('typed in Arabic-Indic or Urdu digits is the same ayah', () => {
    expect(indexQuery('٢:٢٥٥')).toBe('quran2v255');
    expect(indexQuery('۲:۲۵۵')).toBe('quran2v255');
  });

  it('typed with leading zeros is the same ayah', () => {
    expect(indexQuery('02:255')).toBe('quran2v255');
    expect(indexQuery('002:025')).toBe('quran2v25');
  });
});

describe('any other query', () => {
  it.each(['patience', 'Surah 2', '2', '2:255 mercy', '2:2555', '1234:5', 'صبر کرنے', '2:'])('"%s" is asked as typed', (query) => {
    expect(indexQuery(query)).toBe(query);
  });
});
