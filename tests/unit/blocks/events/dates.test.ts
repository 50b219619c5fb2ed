import { describe, expect, it } from 'vitest';
import { eventsBlock } from '../../../../src/blocks/events/schema';
import { badgeOf, formatDate, formatTime } from '../../../../src/blocks/events/when';

describe('event dates and times', () => {
  it('are written as ISO dates and 24-hour times, and shown as visitors read them, in any time zone', () => {
    expect(formatDate('2025-01-15')).toBe('January 15, 2025');
    expect(badgeOf('2025-02-01')).toEqual({ month: 'Feb', day: '1' });
    expect(formatTime('18:00')).toBe('6:00 PM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    // The last day of a month stays itself wherever the build runs: no time zone moves a calendar date.
    expect(formatDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('refuse what is not a real date or a 24-hour time', () => {
    const result = eventsBlock.safeParse({
      type: 'events',
      heading: 'Upcoming Events',
      items: [
        { title: 'Majlis', date: 'January 15, 2025', time: '6:00 PM', location: 'Community Centre' },
        { title: 'Dua', date: '2025-02-30', time: '25:00', location: 'Community Centre' },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.0.date', 'expected a date written year-month-day, such as 2025-01-15'],
      ['items.0.time', 'expected a 24-hour time written hours:minutes, such as "18:00"'],
      ['items.1.date', 'expected a date written year-month-day, such as 2025-01-15'],
      ['items.1.time', 'expected a 24-hour time written hours:minutes, such as "18:00"'],
    ]);
  });
});
