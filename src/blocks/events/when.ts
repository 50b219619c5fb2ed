/**
 * Event dates and times are written as ISO dates and 24-hour times ("2025-01-15", "18:00"), which
 * go into <time datetime> as they are, and are shown as visitors read them ("January 15, 2025",
 * "6:00 PM") by Intl. Both are calendar values, not instants: they are formatted in UTC so that no
 * time zone, the build machine's or the visitor's, moves them.
 */
const inUtc = (iso: string) => new Date(`${iso}Z`);

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const dayOfMonth = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });

/** "2025-01-15" as "January 15, 2025". */
export const formatDate = (date: string): string => longDate.format(inUtc(`${date}T00:00`));

/** "2025-01-15" as the calendar badge shows it: "Jan" and "15". */
export const badgeOf = (date: string): { month: string; day: string } => ({ month: shortMonth.format(inUtc(`${date}T00:00`)), day: dayOfMonth.format(inUtc(`${date}T00:00`)) });

/** "18:00" as "6:00 PM". */
export const formatTime = (time: string): string => clock.format(inUtc(`1970-01-01T${time}`));
