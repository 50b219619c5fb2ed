import { defineBlock } from '../define';
import { pageHeaderBlock } from './schema';
import { pageHeaderExample } from './example';

export const pageHeader = defineBlock(pageHeaderBlock, {
  example: pageHeaderExample,
  load: () => import('./PageHeader').then((module) => module.PageHeader),
});
