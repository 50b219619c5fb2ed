import { defineBlock } from '../define';
import { featuresBlock } from './schema';
import { featuresExample } from './example';

export const features = defineBlock(featuresBlock, {
  example: featuresExample,
  load: () => import('./Features').then((module) => module.Features),
});
