import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const testimonialsBlock = z.strictObject({
  type: z.literal('testimonials'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  items: itemsFrom('testimonials').meta({ description: '"all", or the ids of testimonials in content/testimonials.yaml, in display order' }),
  layout: z
    .enum(['carousel', 'grid'])
    .default('carousel')
    .meta({ description: 'carousel: one at a time, rotating every 3 seconds, with a pause button; grid: all at once' }),
}).meta({ description: 'Testimonials from content/testimonials.yaml, one at a time in a carousel or all in a grid' });

export type TestimonialsBlock = z.output<typeof testimonialsBlock>;
