import { defineIsland } from '../define';
import { blogManagerBlock } from './schema';
import { blogManagerExamples } from './examples';

export const blogManager = defineIsland(blogManagerBlock, {
  examples: blogManagerExamples,
  hydrate: 'load',
  props: ({ block, page }) => ({ block, pagePath: page.path }),
  load: () => import('./BlogManager.client').then((module) => module.BlogManager),
});
