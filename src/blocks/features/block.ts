import { defineBlock } from '../define';
import { featuresBlock } from './schema';
import { featuresExamples } from './examples';

export const features = defineBlock(featuresBlock, {
  examples: featuresExamples,
  load: () => import('./Features').then((module) => module.Features),
});
