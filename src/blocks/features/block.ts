import { defineBlock } from '../define';
import { featuresBlock, featuresExample } from './schema';

export const features = defineBlock(featuresBlock, {
  example: featuresExample,
  load: () => import('./Features').then((module) => module.Features),
});
