import { defineIsland } from '../define';
import { blogEditorBlock } from './schema';
import { blogEditorExamples } from './examples';

export const blogEditor = defineIsland(blogEditorBlock, {
  examples: blogEditorExamples,
  hydrate: 'load',
  props: ({ block, page }) => ({ block, pagePath: page.path }),
  load: () => import('./BlogEditor.client').then((module) => module.BlogEditor),
});
