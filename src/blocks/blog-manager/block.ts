import { defineIsland } from '../define';
import { blogManagerBlock } from './schema';
import { blogManagerExamples } from './examples';

export const blogManager = defineIsland(blogManagerBlock, {
  examples: blogManagerExamples,
  hydrate: 'load',
  props: ({ block, page, locale }) => {
    const { untitled, status, owner, fields, manager, damaged, deleteDialog, editDialog, storeErrors } = locale.messages.blog;
    return {
      block,
      pagePath: page.path,
      text: { untitled, status, owner, fields, manager, damaged, deleteDialog, editDialog, storeErrors, retry: locale.messages.forms.retry },
      formats: locale.formats,
    };
  },
  load: () => import('./BlogManager.client').then((module) => module.BlogManager),
});
