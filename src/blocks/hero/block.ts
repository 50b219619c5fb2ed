import { defineBlock } from '../define';
import { heroBlock, heroExample } from './schema';

export const hero = defineBlock(heroBlock, {
  example: heroExample,
  load: () => import('./Hero').then((module) => module.Hero),
});
