import { z } from 'zod';
import { action, text } from '../../schema/primitives';
import { clockTime, parseDate } from './when';

const eventDate = z
  .string()
  .refine((value) => parseDate(value) !== undefined, 'expected a date written as "January 15, 2025"')
  .meta({ description: 'Written as shown, for example "January 15, 2025"' });

const eventTime = z
  .string()
  .refine((value) => clockTime(value) !== undefined, 'expected a time written as "6:00 PM"')
  .meta({ description: 'Written as shown, for example "6:00 PM"' });

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
