import { absoluteUrl, linkedIds } from '../../linkedData/ids';
import { defineIsland } from '../define';
import { blogListBlock } from './schema';
import { blogListExamples } from './examples';

export const blogList = defineIsland(blogListBlock, {
  examples: blogListExamples,
  hydrate: 'load',
  props: ({ block, page, site, locale }) => {
    const { untitled, status, list, card, fullContent, storeErrors } = locale.messages.blog;
    return {
      block,
      publisher: { blogUrl: absoluteUrl(page.path, site), organizationId: linkedIds.organization(site) },
      text: { untitled, status, list, card, fullContent, storeErrors, retry: locale.messages.forms.retry },
      formats: locale.formats,
    };
  },
  load: () => import('./BlogList.client').then((module) => module.BlogList),
});
