import { defineBlock } from '../define';
import { stepsBlock, stepsExample } from './schema';

export const steps = defineBlock(stepsBlock, {
  example: stepsExample,
  load: () => import('./Steps').then((module) => module.Steps),
});
