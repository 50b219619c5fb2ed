import { defineBlock } from '../define';
import { heroBlock } from './schema';
import { heroExample } from './example';

export const hero = defineBlock(heroBlock, {
  example: heroExample,
  load: () => import('./Hero').then((module) => module.Hero),
});
