import { defineBlock } from '../define';
import { ctaBlock } from './schema';
import { ctaExample } from './example';

export const cta = defineBlock(ctaBlock, {
  example: ctaExample,
  load: () => import('./Cta').then((module) => module.Cta),
});
