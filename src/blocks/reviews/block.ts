import { defineBlock } from '../define';
import { reviewsBlock } from './schema';
import { reviewsExamples } from './examples';

export const reviews = defineBlock(reviewsBlock, {
  examples: reviewsExamples,
  load: () => import('./Reviews').then((module) => module.Reviews),
});
