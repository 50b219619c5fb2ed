import { z } from 'zod';
import { image, route, text } from '../primitives';

export const courseSchema = z.strictObject({
  id: text,
  courseName: text,
  instructor: text,
  rating: z.union([z.literal(4), z.literal(5)]),
  students: text.meta({ description: 'Shown as written, for example "120+"' }),
  image,
  link: route,
  summary: text,
});

export type Course = z.output<typeof courseSchema>;
