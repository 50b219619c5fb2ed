import { describe, expect, it } from 'vitest';
import { eventsBlock } from '../../../../src/blocks/events/schema';
import { badgeOf, formatDate, formatTime } from '../../../../src/blocks/events/when';
import { en } from '../../../../src/i18n/messages/en';
import { urduGroup } from '../../support/urdu';

const english = en.blocks.events;
const urdu = urduGroup('blocks').events;

describe('event dates and times', () => {
  it('are written as ISO dates and 24-hour times, and shown as visitors read them, in any time zone', () => {
    expect(formatDate('2025-01-15', english, 'en-GB')).toBe('January 15, 2025');
    expect(badgeOf('2025-02-01', 'en-GB')).toEqual({ month: 'Feb', day: '1' });
    expect(formatTime('18:00', english, 'en-GB')).toBe('6:00 PM');
    expect(formatTime('12:30', english, 'en-GB')).toBe('12:30 PM');
    expect(formatTime('00:00', english, 'en-GB')).toBe('12:00 AM');
    expect(formatTime('09:05', english, 'en-GB')).toBe('9:05 AM');
    // The last day of a month stays itself wherever the build runs: no time zone moves a calendar date.
    expect(formatDate('2024-12-31', english, 'en-GB')).toBe('December 31, 2024');
  });

  it('are shown in Urdu on an Urdu page: the month by its Urdu name, the hour by the part of the day', () => {
    expect(formatDate('2025-01-15', urdu, 'ur-PK')).toBe('15 جنوری، 2025');
    expect(badgeOf('2025-02-01', 'ur-PK')).toEqual({ month: 'فروری', day: '1' });
    expect(['00:00', '03:59', '04:00', '09:30', '12:00', '15:00', '16:30', '18:00', '19:59', '20:00', '23:15'].map((time) => formatTime(time, urdu, 'ur-PK'))).toEqual([
      'رات 12:00 بجے',
      'رات 3:59 بجے',
      'صبح 4:00 بجے',
      'صبح 9:30 بجے',
      'دوپہر 12:00 بجے',
      'دوپہر 3:00 بجے',
      'سہ پہر 4:30 بجے',
      'شام 6:00 بجے',
      'شام 7:59 بجے',
      'رات 8:00 بجے',
      'رات 11:15 بجے',
    ]);
  });

  it("are written in the digits of a language that has its own, a year ungrouped", () => {
    expect(formatDate('2025-01-15', english, 'ar-EG')).toBe('يناير ١٥, ٢٠٢٥');
    expect(badgeOf('2025-02-01', 'ar-EG').day).toBe('١');
    expect(formatTime('18:05', english, 'ar-EG')).toBe('٦:٠٥ PM');
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
