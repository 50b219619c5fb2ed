import { defineBlock } from '../define';
import { stepsBlock } from './schema';
import { stepsExample } from './example';

export const steps = defineBlock(stepsBlock, {
  example: stepsExample,
  load: () => import('./Steps').then((module) => module.Steps),
});
