import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';

/**
 * Event dates and times are written as ISO dates and 24-hour times ("2025-01-15", "18:00"), which
 * go into <time datetime> as they are, and are shown as visitors read them, in the page's language:
 * "January 15, 2025" and "6:00 PM" in English. The words and their order are the language's
 * messages; the month's name and the numbers' digits are Intl's, in the page's locale. Both are calendar values, not
 * instants: they are read in UTC so that no time zone, the build machine's or the visitor's, moves them.
 */
export type EventTexts = Pick<Messages['blocks']['events'], 'on' | 'at' | 'periods'>;

type DayPeriod = keyof EventTexts['periods'];

const inUtc = (date: string) => new Date(`${date}T00:00Z`);

const monthName = (date: string, intl: string, month: 'long' | 'short') => new Intl.DateTimeFormat(intl, { month, timeZone: 'UTC' }).format(inUtc(date));

/** A day, a year, an hour or a minute in the locale's digits, ungrouped (2025, not 2,025). */
const digits = (value: number, intl: string, minimumIntegerDigits = 1) => new Intl.NumberFormat(intl, { useGrouping: false, minimumIntegerDigits }).format(value);

/** "2025-01-15" as "January 15, 2025". */
export const formatDate = (date: string, text: EventTexts, intl: string): string => {
  const day = inUtc(date);
  return fill(text.on, { month: monthName(date, intl, 'long'), day: digits(day.getUTCDate(), intl), year: digits(day.getUTCFullYear(), intl) });
};

/** "2025-01-15" as the calendar badge shows it: "Jan" and "15". */
export const badgeOf = (date: string, intl: string): { month: string; day: string } => ({ month: monthName(date, intl, 'short'), day: digits(inUtc(date).getUTCDate(), intl) });

/** The part of the day an hour (0 to 23) falls in, as the messages name them. */
function dayPeriod(hour: number): DayPeriod {
  if (hour < 4) return 'beforeDawn';
  if (hour < 12) return 'morning';
  if (hour < 16) return 'afternoon';
  if (hour < 18) return 'lateAfternoon';
  if (hour < 20) return 'evening';
  return 'night';
}

/** "18:00" as "6:00 PM". */
export const formatTime = (time: string, text: EventTexts, intl: string): string => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return fill(text.at, { hour: digits(hour % 12 || 12, intl), minute: digits(minute, intl, 2), period: text.periods[dayPeriod(hour)] });
};
