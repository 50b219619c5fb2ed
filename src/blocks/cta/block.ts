import { defineBlock } from '../define';
import { ctaBlock } from './schema';
import { ctaExamples } from './examples';

export const cta = defineBlock(ctaBlock, {
  examples: ctaExamples,
  load: () => import('./Cta').then((module) => module.Cta),
});
