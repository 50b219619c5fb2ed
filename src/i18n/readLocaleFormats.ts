import { calendars, type DateField, type DatePattern, type LocaleFormats } from './localeFormats';

const read = new Map<string, LocaleFormats>();

/**
 * How the locale `tag` writes numbers and dates, read from Intl. For the build (and the dev
 * server), which hands it to islands: the browser never constructs a formatter. Read once per locale.
 * A locale the writers in localeFormats.ts cannot follow (a sign after the number, another calendar)
 * is refused here, so that a build in it fails instead of writing its numbers wrong.
 */
export function readLocaleFormats(tag: string): LocaleFormats {
  let formats = read.get(tag);
  if (!formats) {
    formats = readFromIntl(tag);
    read.set(tag, formats);
  }
  return formats;
}

function readFromIntl(tag: string): LocaleFormats {
  const numbers = new Intl.NumberFormat(tag);
  const partsOf = (value: number) => numbers.formatToParts(value);
  const valueOf = (parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value;

  const long = partsOf(1_234_567_890_123);
  const groups = long.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const primary = groups.at(-1)!;
  const secondary = groups.at(-2);
  const group = valueOf(long, 'group');
  // The smallest power of ten that is grouped tells how many digits must stand before the first group.
  const firstGrouped = Array.from({ length: 12 }, (_, power) => power + 1).find((power) => valueOf(partsOf(10 ** power), 'group'));
  const negative = partsOf(-1);
  const signEnd = negative.findIndex((part) => part.type === 'integer');
  const decimal = valueOf(partsOf(0.5), 'decimal');
  const unsigned = partsOf(1).length === 1 && signEnd === negative.length - 1;
  if (group === undefined || secondary === undefined || firstGrouped === undefined || decimal === undefined || !unsigned) {
    throw new Error(`${tag} writes numbers in a way the site cannot write them without Intl: ${numbers.format(-1_234_567.5)}`);
  }
  return {
    intl: tag,
    digits: Array.from({ length: 10 }, (_, digit) => numbers.format(digit)),
    group,
    groupSizes: [primary, secondary],
    minimumGroupingDigits: firstGrouped + 1 - primary,
    decimal,
    minus: negative
      .slice(0, signEnd)
      .map((part) => part.value)
      .join(''),
    date: readDatePattern(tag, numbers.resolvedOptions().numberingSystem),
  };
}

/** The default pattern of toLocaleDateString, whose digits the numbers' digits must be, as localeFormats.ts writes both with them. */
function readDatePattern(tag: string, numberingSystem: string): DatePattern {
  const dates = new Intl.DateTimeFormat(tag);
  const options = dates.resolvedOptions();
  const calendar = calendars.find((known) => known === options.calendar);
  const sample = dates.format(new Date(2000, 0, 2));
  const numeric = options.year === 'numeric' && [options.month, options.day].every((width) => width === 'numeric' || width === '2-digit');
  if (!calendar || options.numberingSystem !== numberingSystem || !numeric) {
    throw new Error(`${tag} writes dates in a way the site cannot write them without Intl: ${sample}`);
  }
  const parts = dates.formatToParts(new Date(2000, 0, 2)).map((part): string | DateField => {
    if (part.type === 'literal') return part.value;
    if (part.type !== 'year' && part.type !== 'month' && part.type !== 'day') {
      throw new Error(`${tag} writes a ${part.type} in its dates, which the site cannot write without Intl: ${sample}`);
    }
    return { field: part.type, minimumDigits: options[part.type] === '2-digit' ? 2 : 1 };
  });
  return { calendar, parts };
}
