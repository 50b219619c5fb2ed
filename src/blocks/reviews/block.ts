import { defineBlock } from '../define';
import { reviewsBlock } from './schema';
import { reviewsExample } from './example';

export const reviews = defineBlock(reviewsBlock, {
  example: reviewsExample,
  load: () => import('./Reviews').then((module) => module.Reviews),
});
