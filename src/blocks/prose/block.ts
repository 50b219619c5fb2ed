import { defineBlock } from '../define';
import { proseBlock } from './schema';
import { proseExamples } from './examples';

export const prose = defineBlock(proseBlock, {
  examples: proseExamples,
  load: () => import('./Prose').then((module) => module.Prose),
});
