import { defineBlock } from '../define';
import { stepsBlock } from './schema';
import { stepsExamples } from './examples';

export const steps = defineBlock(stepsBlock, {
  examples: stepsExamples,
  load: () => import('./Steps').then((module) => module.Steps),
});
