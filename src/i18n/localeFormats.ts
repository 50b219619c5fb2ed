import { persianDate } from './persianCalendar';

/**
 * How a locale writes numbers and dates, as data that travels in an island's props. The first
 * Intl.NumberFormat or DateTimeFormat (or toLocaleString) of a page starts ICU: tens of
 * milliseconds of the main thread, a long task for an island that writes a number as it wakes. The
 * build reads this from Intl once per locale (readLocaleFormats), and the functions below write
 * numbers and dates from it in plain code, on the server and in the browser alike.
 */
export interface LocaleFormats {
  /** The locale's tag ("ur-PK"), for Intl.PluralRules, whose first use costs under a millisecond. */
  readonly intl: string;
  /** The locale's digits, zero to nine: Latin in English and Urdu, Arabic-Indic in Egyptian Arabic (٠١٢…). */
  readonly digits: readonly string[];
  /** What stands between groups of digits: "," in English, "." in German, "٬" in Arabic. */
  readonly group: string;
  /** The digits of the group before the decimal point, then of each group before that: [3, 3], or [3, 2] for India's lakhs (1,23,45,678). */
  readonly groupSizes: readonly [primary: number, secondary: number];
  /** How many digits must stand before the first group for a number to be grouped at all: 1, or 2 where 1234 stays whole (Spanish). */
  readonly minimumGroupingDigits: number;
  readonly decimal: string;
  /** What a negative number begins with: "-", after a direction mark in Urdu ("\u200E-"), so that it stays before the digits in right-to-left text. */
  readonly minus: string;
  readonly date: DatePattern;
}

/** The calendars whose dates the code below can number. */
export const calendars = ['gregory', 'persian'] as const;

/** A day as `toLocaleDateString(tag)` writes it with no options: numbers only, in the locale's calendar. */
export interface DatePattern {
  readonly calendar: (typeof calendars)[number];
  /** The fields in order, and the text between them (a string): "02/01/2000" is day, "/", month, "/", year. */
  readonly parts: readonly (string | DateField)[];
}

export interface DateField {
  readonly field: 'year' | 'month' | 'day';
  /** 2 where a day or month under ten is written with a zero before it ("02"). */
  readonly minimumDigits: 1 | 2;
}

const inDigitsOf = (ascii: string, { digits }: LocaleFormats) => ascii.replace(/[0-9]/g, (digit) => digits[Number(digit)]!);

/** Whole digits with the locale's separators, as they are before the locale's own digits replace them (one character a digit). */
function grouped(integer: string, { group, groupSizes: [primary, secondary], minimumGroupingDigits }: LocaleFormats): string {
  if (integer.length - primary < minimumGroupingDigits) return integer;
  const groups = [integer.slice(-primary)];
  for (let end = integer.length - primary; end > 0; end -= secondary) groups.unshift(integer.slice(Math.max(0, end - secondary), end));
  return groups.join(group);
}

/**
 * A number's whole digits and `fractionDigits` decimals, rounded as Intl rounds: half away from
 * zero, from the shortest decimal that reads back as the number. So 1.005 rounds up to 1.01, where
 * toFixed, which rounds the binary value (1.00499…), writes 1.00.
 */
function rounded(magnitude: number, fractionDigits: number): { integer: string; fraction: string } {
  const [mantissa = '', exponent = '0'] = String(magnitude).split('e');
  const [whole = '', decimals = ''] = mantissa.split('.');
  let digits = whole + decimals;
  let point = whole.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + fractionDigits + 1, '0');
  const kept = digits.slice(0, point + fractionDigits);
  const up = digits[point + fractionDigits]! >= '5';
  const result = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const integerEnd = result.length - fractionDigits;
  return { integer: result.slice(0, integerEnd).replace(/^0+(?=\d)/, ''), fraction: result.slice(integerEnd) };
}

function written(value: number, minimumFraction: number, maximumFraction: number, formats: LocaleFormats): string {
  const { integer, fraction } = rounded(Math.abs(value), maximumFraction);
  const decimals = fraction.slice(0, minimumFraction) + fraction.slice(minimumFraction).replace(/0+$/, '');
  const number = inDigitsOf(grouped(integer, formats), formats) + (decimals ? formats.decimal + inDigitsOf(decimals, formats) : '');
  // Intl writes the sign of a negative zero too ("-0"), and of a negative number that rounds to zero.
  return value < 0 || Object.is(value, -0) ? formats.minus + number : number;
}

/**
 * A finite number as the locale writes it, as `new Intl.NumberFormat(tag).format` does: grouped, with
 * up to three decimals. "1,376" in English, and in Urdu too, in the Latin digits Pakistan prints and dials.
 */
export const formatNumber = (value: number, formats: LocaleFormats): string => written(value, 0, 3, formats);

/** A finite number with exactly `fractionDigits` decimals (a price's two), as Intl writes it with minimum and maximum fraction digits both that. */
export const formatFixed = (value: number, fractionDigits: number, formats: LocaleFormats): string => written(value, fractionDigits, fractionDigits, formats);

/**
 * A moment's day in the visitor's time zone, as `new Date(time).toLocaleDateString(tag)` writes it:
 * "02/01/2000" in British English, "2/1/2000" in Urdu, "۱۳۷۸/۱۰/۱۲" in Persian.
 */
export function formatDate(time: string | number | Date, formats: LocaleFormats): string {
  const moment = new Date(time);
  if (Number.isNaN(moment.getTime())) return 'Invalid Date';
  const local = { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
  const fields = formats.date.calendar === 'persian' ? persianDate(local.year, local.month, local.day) : local;
  return formats.date.parts.map((part) => (typeof part === 'string' ? part : inDigitsOf(String(fields[part.field]).padStart(part.minimumDigits, '0'), formats))).join('');
}
