import { describe, expect, it } from 'vitest';
import { fill, plural } from '../../../src/i18n/format';
import { formatNumber } from '../../../src/i18n/localeFormats';
import { readLocaleFormats } from '../../../src/i18n/readLocaleFormats';

const english = readLocaleFormats('en-GB');
const urdu = readLocaleFormats('ur-PK');

describe("the code's texts, filled in", () => {
  it('puts each value in its placeholder and leaves an unknown one to be seen', () => {
    expect(fill('This page in {language}', { language: 'اردو' })).toBe('This page in اردو');
    expect(fill('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });

  it('writes numbers in Latin digits in Urdu too, grouped as Pakistan groups them', () => {
    expect(formatNumber(1376, english)).toBe('1,376');
    expect(formatNumber(1376, urdu)).toBe('1,376');
  });

  it("keeps each language's plural rules its own, asked for in turn", () => {
    const arabic = readLocaleFormats('ar-EG');
    const forms = { one: 'one', few: 'few', many: 'many', other: 'other' };
    expect([plural(forms, 3, english), plural(forms, 3, arabic), plural(forms, 11, arabic), plural(forms, 3, english)]).toEqual(['other', 'few', 'many', 'other']);
  });

  it("picks the count's form by the language's plural rules", () => {
    const results = { one: '{count} result for “{query}”', other: '{count} results for “{query}”' };
    expect(plural(results, 1, english, { query: 'kursi' })).toBe('1 result for “kursi”');
    expect(plural(results, 2579, english, { query: 'p' })).toBe('2,579 results for “p”');
    expect(plural({ one: '{count} نتیجہ', other: '{count} نتائج' }, 2, urdu)).toBe('2 نتائج');
  });
});
