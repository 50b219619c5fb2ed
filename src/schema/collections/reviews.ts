import { z } from 'zod';
import { text } from '../primitives';

/** A customer's or attendee's words, quoted on a product or service page. Sample content until real ones are collected. */
export const reviewSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  quote: text.meta({ description: 'The words quoted' }),
  name: text.meta({ description: 'The person quoted, as they agreed to be named' }),
  role: text.optional().meta({ description: 'A short label under the name, for example "Parent of a Grade 9 student"' }),
});
