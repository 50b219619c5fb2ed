/**
 * Event dates and times are written as visitors read them ("January 15, 2025", "6:00 PM"), and
 * turned into the machine-readable form of <time datetime> here, without Date's locale or time zone.
 */
export const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const datePattern = new RegExp(`^(${months.join('|')}) ([1-9]|[12]\\d|3[01]), (\\d{4})$`);
const timePattern = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseDate(text: string): CalendarDate | undefined {
  const match = datePattern.exec(text);
  if (!match) return undefined;
  const month = months.indexOf(match[1] as (typeof months)[number]) + 1;
  const day = Number(match[2]);
  const year = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCDate() === day ? { year, month, day } : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "January 15, 2025" as "2025-01-15". */
export function isoDate(text: string): string {
  const date = parseDate(text);
  return date ? `${date.year}-${two(date.month)}-${two(date.day)}` : '';
}

/** "6:00 PM" as "18:00"; undefined when it is not written that way. */
export function clockTime(text: string): string | undefined {
  const match = timePattern.exec(text);
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${two(hour)}:${match[2]}`;
}
