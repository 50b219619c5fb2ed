import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { eventsExamples } from '../../../../src/blocks/events/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';

/** An event's date and time as a visitor reads them; no clock is involved, only the date written. */
interface Shown {
  readonly date: string;
  readonly time: string;
}

/** Each event with its date and time, readable and machine-readable, its place, its sentence and its button where written. */
const showsTheEvents = (shown: readonly Shown[]) => (view: HTMLElement, { heading, intro, items }: ExampleOf<'events'>) => {
  expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  if (intro) expect(within(view).getByText(intro)).toBeTruthy();
  const cards = within(view).getAllByRole('article');
  expect(cards).toHaveLength(items.length);
  items.forEach((event, index) => {
    const card = cards[index]!;
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(event.title);
    const [date, time] = card.querySelectorAll('time');
    expect([date!.textContent, date!.getAttribute('datetime')]).toEqual([shown[index]!.date, event.date]);
    expect([time!.textContent, time!.getAttribute('datetime')]).toEqual([shown[index]!.time, `${event.date}T${event.time}`]);
    expect(within(card).getByText(event.location)).toBeTruthy();
    if (event.description) expect(within(card).getByText(event.description)).toBeTruthy();
    if (event.action) expectLink(card, `${event.action.label}: ${event.title}, ${event.date}`, event.action.to);
    else expect(within(card).queryByRole('link')).toBeNull();
  });
};

describeExamples(eventsExamples, {
  default: showsTheEvents([{ date: 'January 15, 2025', time: '6:00 PM' }]),
  severalEvents: showsTheEvents([
    { date: 'February 6, 2025', time: '12:00 AM' },
    { date: 'February 22, 2025', time: '9:30 AM' },
  ]),
});
