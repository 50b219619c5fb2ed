import { defineBlock } from '../define';
import { pageHeaderBlock, pageHeaderExample } from './schema';

export const pageHeader = defineBlock(pageHeaderBlock, {
  example: pageHeaderExample,
  load: () => import('./PageHeader').then((module) => module.PageHeader),
});
