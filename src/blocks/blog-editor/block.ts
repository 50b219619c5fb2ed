import { defineIsland } from '../define';
import { blogEditorBlock } from './schema';
import { blogEditorExamples } from './examples';

export const blogEditor = defineIsland(blogEditorBlock, {
  examples: blogEditorExamples,
  hydrate: 'load',
  props: ({ block, page, locale }) => {
    const { owner, fields, editor, storeErrors } = locale.messages.blog;
    const { errors, retry } = locale.messages.forms;
    return { block, pagePath: page.path, text: { owner, fields, editor, storeErrors, errors, retry }, formats: locale.formats };
  },
  load: () => import('./BlogEditor.client').then((module) => module.BlogEditor),
});
