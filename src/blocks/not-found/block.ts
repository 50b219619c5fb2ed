import { defineBlock } from '../define';
import { notFoundBlock, notFoundExample } from './schema';

export const notFound = defineBlock(notFoundBlock, {
  example: notFoundExample,
  load: () => import('./NotFound').then((module) => module.NotFound),
});
