import { z } from 'zod';
import { text } from '../primitives';

/** A student's or parent's words about the academy. Sample content until real ones are collected. */
export const testimonialSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  name: text.meta({ description: 'The student or parent, as they agreed to be named' }),
  role: text.meta({ description: 'A short label under the name, for example "Tajweed student"' }),
  quote: text.meta({ description: 'The words quoted' }),
});

export type Testimonial = z.output<typeof testimonialSchema>;
