import { defineIsland } from '../define';
import { blogEditorBlock } from './schema';
import { blogEditorExample } from './example';

export const blogEditor = defineIsland(blogEditorBlock, {
  example: blogEditorExample,
  hydrate: 'load',
  props: ({ block, page }) => ({ block, pagePath: page.path }),
  load: () => import('./BlogEditor.client').then((module) => module.BlogEditor),
});
