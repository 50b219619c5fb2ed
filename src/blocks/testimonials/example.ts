import type { z } from 'zod';
import type { testimonialsBlock } from './schema';

export const testimonialsExample: z.input<typeof testimonialsBlock> = {
  type: 'testimonials',
  heading: 'What Our Students Say',
  items: 'all',
};
