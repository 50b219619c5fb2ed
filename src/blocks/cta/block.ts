import { defineBlock } from '../define';
import { ctaBlock, ctaExample } from './schema';

export const cta = defineBlock(ctaBlock, {
  example: ctaExample,
  load: () => import('./Cta').then((module) => module.Cta),
});
