import { defineBlock } from '../define';
import { proseBlock } from './schema';
import { proseExample } from './example';

export const prose = defineBlock(proseBlock, {
  example: proseExample,
  load: () => import('./Prose').then((module) => module.Prose),
});
