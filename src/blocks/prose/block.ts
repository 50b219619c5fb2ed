import { defineBlock } from '../define';
import { proseBlock, proseExample } from './schema';

export const prose = defineBlock(proseBlock, {
  example: proseExample,
  load: () => import('./Prose').then((module) => module.Prose),
});
