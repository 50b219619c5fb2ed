import type { z } from 'zod';
import type { blogListBlock } from './schema';

export const blogListExample: z.input<typeof blogListBlock> = {
  type: 'blog-list',
  label: 'Blogs',
  heading: 'Popular Blogs',
};
