import type { Examples } from '../define';
import type { blogManagerBlock } from './schema';

export const blogManagerExamples = {
  default: {
    type: 'blog-manager',
    login: '/login',
    write: '/write',
  },
} satisfies Examples<typeof blogManagerBlock>;
