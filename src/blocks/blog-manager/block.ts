import { defineIsland } from '../define';
import { blogManagerBlock } from './schema';
import { blogManagerExample } from './example';

export const blogManager = defineIsland(blogManagerBlock, {
  example: blogManagerExample,
  hydrate: 'load',
  props: ({ block, page }) => ({ block, pagePath: page.path }),
  load: () => import('./BlogManager.client').then((module) => module.BlogManager),
});
