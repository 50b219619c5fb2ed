import type { z } from 'zod';
import type { blogManagerBlock } from './schema';

export const blogManagerExample: z.input<typeof blogManagerBlock> = {
  type: 'blog-manager',
  login: '/login',
  write: '/write',
};
