import { z } from 'zod';
import { action, text } from '../../schema/primitives';

const eventDate = z.iso
  .date({ error: 'expected a date written year-month-day, such as 2025-01-15' })
  .meta({ description: 'Year-month-day, such as 2025-01-15; shown as "January 15, 2025"' });

const eventTime = z.iso
  .time({ precision: -1, error: 'expected a 24-hour time written hours:minutes, such as "18:00"' })
  .meta({ description: 'A 24-hour time in quotes, such as "18:00"; shown as "6:00 PM"' });

const event = z.strictObject({
  title: text.meta({ description: "The event's name" }),
  date: eventDate,
  time: eventTime,
  location: text.meta({ description: 'Where it takes place, such as "Online (Zoom)"' }),
  description: text.optional().meta({ description: 'A sentence or two about the event' }),
  action: action.optional().meta({ description: 'A button, such as Register to /contact' }),
});

export const eventsBlock = z.strictObject({
  type: z.literal('events'),
  heading: text.meta({ description: 'The heading over the block' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  items: z.array(event).min(1).meta({ description: 'The events, in display order' }),
}).meta({ description: 'A list of events with their date, time and place' });

export type EventsBlock = z.output<typeof eventsBlock>;
