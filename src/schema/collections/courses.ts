import { z } from 'zod';
import { image, route, text } from '../primitives';

export const courseSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  courseName: text.meta({ description: 'The name on the card' }),
  instructor: text.meta({ description: 'The teacher named on the card' }),
  rating: z.union([z.literal(4), z.literal(5)]).meta({ description: 'Stars, 4 or 5; the card shows rating × 24 reviews' }),
  students: text.meta({ description: 'Shown as written, for example "120+"' }),
  image,
  link: route.meta({ description: "The course's own page, a route in pages.yaml" }),
  summary: text.meta({ description: 'A sentence or two about the course' }),
});

export type Course = z.output<typeof courseSchema>;
