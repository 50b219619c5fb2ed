import { z } from 'zod';
import { text } from '../../schema/primitives';

export const blogListBlock = z.strictObject({
  type: z.literal('blog-list'),
  label: text.meta({ description: 'The small section label above the heading ("Blogs")' }),
  heading: text.meta({ description: 'The heading over the block' }),
}).meta({ description: 'The blogs written on the site, newest first' });

export type BlogListBlock = z.output<typeof blogListBlock>;
