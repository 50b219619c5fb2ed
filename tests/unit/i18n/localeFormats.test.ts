import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatFixed, formatNumber } from '../../../src/i18n/localeFormats';
import { readLocaleFormats } from '../../../src/i18n/readLocaleFormats';

/*
 * Islands write numbers and dates from what the build read of Intl, without Intl: what they write
 * must be what Intl would have written, in the site's locales and in locales with other digits,
 * groupings, signs, date orders and calendars.
 */
const LOCALES = ['en-GB', 'ur-PK', 'en-US', 'de-DE', 'ar-EG', 'hi-IN', 'fa-IR'];

const WHOLE = [0, 1, 7, 10, 99, 100, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567, 12_345_678, 123_456_789, 1_000_000_000, 9_876_543_210, Number.MAX_SAFE_INTEGER, 1e21];
const FRACTIONS = [0.5, 0.1, 0.05, 0.0004, 0.0005, 1.0005, 3.14159, 2.675, 1234.5678, 12_345.9996];
/** Amounts a fee might be, and those that round differently when the binary value is rounded (1.005 is 1.00499… in binary). */
const PRICES = [0, 0.01, 0.5, 1, 1.005, 1.015, 0.285, 2.675, 9.995, 10, 12.5, 35, 99.995, 999.999, 1234.5, 123_456.785, 1e-7, 1e21, ...Array.from({ length: 400 }, (_, index) => index * 0.005 + index * 13.37)];

const DAY = 86_400_000;
/** Two moments of every day from 2023 to 2026, half an hour after midnight and before the next, in UTC: Nowruz, leap days and the turn of each year among them. */
const MOMENTS = Array.from({ length: 4 * 366 }, (_, index) => Date.UTC(2023, 0, 1) + index * DAY).flatMap((midnight) => [midnight + DAY / 48, midnight + DAY - DAY / 48]);

describe.each(LOCALES)('numbers and dates in %s, written without Intl', (tag) => {
  const formats = readLocaleFormats(tag);

  it('writes whole numbers, negative ones too, as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat(tag);
    const numbers = [...WHOLE, ...WHOLE.map((number) => -number)];
    expect(numbers.map((number) => formatNumber(number, formats))).toEqual(numbers.map((number) => intl.format(number)));
  });

  it('writes fractions to three decimals at most, as Intl.NumberFormat does by default', () => {
    const intl = new Intl.NumberFormat(tag);
    const numbers = [...FRACTIONS, ...FRACTIONS.map((number) => -number)];
    expect(numbers.map((number) => formatNumber(number, formats))).toEqual(numbers.map((number) => intl.format(number)));
  });

  it('writes prices with exactly two decimals, rounded as Intl rounds them', () => {
    const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const prices = [...PRICES, -0.001, -12.5];
    expect(prices.map((price) => formatFixed(price, 2, formats))).toEqual(prices.map((price) => intl.format(price)));
  });

  it('writes every day of four years as toLocaleDateString does, in this time zone', () => {
    expect(MOMENTS.map((moment) => formatDate(moment, formats))).toEqual(MOMENTS.map((moment) => new Date(moment).toLocaleDateString(tag)));
  });
});

describe('what the formats hold', () => {
  it('groups by lakhs and crores in Hindi (India)', () => {
    expect(formatNumber(12_345_678, readLocaleFormats('hi-IN'))).toBe('1,23,45,678');
  });

  it('writes Arabic-Indic digits and separators in Egyptian Arabic, and Persian ones in Persian', () => {
    expect(formatFixed(-1234.5, 2, readLocaleFormats('ar-EG'))).toBe('\u061C-١٬٢٣٤٫٥٠');
    expect(formatNumber(1234, readLocaleFormats('fa-IR'))).toBe('۱٬۲۳۴');
  });

  it('leaves four digits whole where the locale does (Spanish), and groups five', () => {
    const spanish = readLocaleFormats('es-ES');
    expect([formatNumber(1234, spanish), formatNumber(12_345, spanish)]).toEqual(['1234', '12.345']);
  });

  it("writes the site's two locales in Latin digits, the day first, padded in British English only", () => {
    const day = new Date(2025, 0, 5, 12);
    expect(formatDate(day, readLocaleFormats('en-GB'))).toBe('05/01/2025');
    expect(formatDate(day, readLocaleFormats('ur-PK'))).toBe('5/1/2025');
    expect(formatNumber(1376, readLocaleFormats('ur-PK'))).toBe('1,376');
  });

  it('numbers the day in the Persian calendar in Persian', () => {
    expect(formatDate(new Date(2025, 2, 21, 12), readLocaleFormats('fa-IR'))).toBe('۱۴۰۴/۱/۱');
  });

  it('says a date that is none is none, as toLocaleDateString does', () => {
    expect(formatDate('not a date', readLocaleFormats('en-GB'))).toBe('Invalid Date');
  });

  it('refuses a locale whose calendar the site cannot number, rather than write its dates wrong', () => {
    expect(() => readLocaleFormats('th-TH')).toThrow(/th-TH writes dates in a way the site cannot write them without Intl/);
  });

  it('travels in props as JSON, unchanged', () => {
    const formats = readLocaleFormats('ur-PK');
    expect(JSON.parse(JSON.stringify(formats))).toEqual(formats);
  });
});

describe('a day written for a visitor away from UTC', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // Mutation testing runs the tests in worker threads, which keep the zone the process started in.
  it.for(['Asia/Karachi', 'America/Los_Angeles', 'Asia/Tehran'])('is the day it is in %s', (timeZone, { skip }) => {
    process.env.TZ = timeZone;
    skip(new Date(0).getTimezoneOffset() === 0, 'this worker cannot change its time zone');
    for (const tag of LOCALES) {
      const formats = readLocaleFormats(tag);
      expect(MOMENTS.map((moment) => formatDate(moment, formats))).toEqual(MOMENTS.map((moment) => new Date(moment).toLocaleDateString(tag)));
    }
  });
});
