import { defineBlock } from '../define';
import { heroBlock } from './schema';
import { heroExamples } from './examples';

export const hero = defineBlock(heroBlock, {
  examples: heroExamples,
  load: () => import('./Hero').then((module) => module.Hero),
});
