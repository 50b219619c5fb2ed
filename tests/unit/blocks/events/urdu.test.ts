import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsExamples } from '../../../../src/blocks/events/examples';
import { loadBlocks, PAGE_TEST_TIMEOUT } from '../../support/blockExamples';
import { showInUrdu } from '../../support/urdu';

beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

describe('events on an Urdu page', () => {
  it('show each date and time as Urdu writes them, each fact named in Urdu to a screen reader', () => {
    const view = showInUrdu(eventsExamples.severalEvents);
    const [first, second] = within(view).getAllByRole('article');
    const facts = (card: HTMLElement) => [...card.querySelectorAll('ul li')].map((item) => item.textContent);
    expect(facts(first!)).toEqual(['تاریخ: 6 فروری، 2025', 'وقت: رات 12:00 بجے', 'مقام: Online (Zoom)']);
    expect(facts(second!)).toEqual(['تاریخ: 22 فروری، 2025', 'وقت: صبح 9:30 بجے', 'مقام: Community Centre']);
    // The badge beside each: the month's Urdu name over the day.
    expect(first!.querySelector('[aria-hidden="true"]')!.textContent).toBe('فروری6');
    const [date, time] = second!.querySelectorAll('time');
    expect([date!.getAttribute('datetime'), time!.getAttribute('datetime')]).toEqual(['2025-02-22', '2025-02-22T09:30']);
  }, PAGE_TEST_TIMEOUT);
});
