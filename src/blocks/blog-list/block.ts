import { defineIsland } from '../define';
import { blogListBlock, blogListExample } from './schema';

export const blogList = defineIsland(blogListBlock, {
  example: blogListExample,
  hydrate: 'load',
  props: ({ block }) => ({ block }),
  load: () => import('./BlogList.client').then((module) => module.BlogList),
});
