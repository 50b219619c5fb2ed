import { defineBlock } from '../define';
import { pageHeaderBlock } from './schema';
import { pageHeaderExamples } from './examples';

export const pageHeader = defineBlock(pageHeaderBlock, {
  examples: pageHeaderExamples,
  load: () => import('./PageHeader').then((module) => module.PageHeader),
});
