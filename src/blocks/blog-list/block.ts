import { absoluteUrl, linkedIds } from '../../linkedData/ids';
import { defineIsland } from '../define';
import { blogListBlock } from './schema';
import { blogListExamples } from './examples';

export const blogList = defineIsland(blogListBlock, {
  examples: blogListExamples,
  hydrate: 'load',
  props: ({ block, page, site }) => ({ block, publisher: { blogUrl: absoluteUrl(page.path, site), organizationId: linkedIds.organization(site) } }),
  load: () => import('./BlogList.client').then((module) => module.BlogList),
});
