import type { Examples } from '../define';
import type { blogListBlock } from './schema';

export const blogListExamples = {
  default: {
    type: 'blog-list',
    label: 'Blogs',
    heading: 'Popular Blogs',
  },
} satisfies Examples<typeof blogListBlock>;
