import { defineBlock } from '../define';
import { notFoundBlock } from './schema';
import { notFoundExample } from './example';

export const notFound = defineBlock(notFoundBlock, {
  example: notFoundExample,
  load: () => import('./NotFound').then((module) => module.NotFound),
});
