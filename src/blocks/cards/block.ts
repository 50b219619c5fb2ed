import { defineBlock } from '../define';
import { cardsBlock } from './schema';
import { cardsExample } from './example';

export const cards = defineBlock(cardsBlock, {
  example: cardsExample,
  load: () => import('./Cards').then((module) => module.Cards),
});
