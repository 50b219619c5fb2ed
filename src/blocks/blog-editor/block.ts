import { defineIsland } from '../define';
import { blogEditorBlock, blogEditorExample } from './schema';

export const blogEditor = defineIsland(blogEditorBlock, {
  example: blogEditorExample,
  hydrate: 'load',
  props: ({ block, page }) => ({ block, pagePath: page.path }),
  load: () => import('./BlogEditor.client').then((module) => module.BlogEditor),
});
