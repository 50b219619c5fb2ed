import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const testimonialsBlock = z.strictObject({
  type: z.literal('testimonials'),
  heading: text.optional(),
  intro: text.optional(),
  items: itemsFrom('testimonials'),
  layout: z
    .enum(['carousel', 'grid'])
    .default('carousel')
    .meta({ description: 'carousel: one at a time, rotating every 3 seconds, with a pause button; grid: all at once' }),
});

export type TestimonialsBlock = z.output<typeof testimonialsBlock>;

export const testimonialsExample: z.input<typeof testimonialsBlock> = {
  type: 'testimonials',
  heading: 'What Our Students Say',
  items: 'all',
};
