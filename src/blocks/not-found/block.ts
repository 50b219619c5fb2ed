import { defineBlock } from '../define';
import { notFoundBlock } from './schema';
import { notFoundExamples } from './examples';

export const notFound = defineBlock(notFoundBlock, {
  examples: notFoundExamples,
  load: () => import('./NotFound').then((module) => module.NotFound),
});
