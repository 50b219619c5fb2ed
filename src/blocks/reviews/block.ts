import { defineBlock } from '../define';
import { reviewsBlock, reviewsExample } from './schema';

export const reviews = defineBlock(reviewsBlock, {
  example: reviewsExample,
  load: () => import('./Reviews').then((module) => module.Reviews),
});
