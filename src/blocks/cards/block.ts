import { defineBlock } from '../define';
import { cardsBlock, cardsExample } from './schema';

export const cards = defineBlock(cardsBlock, {
  example: cardsExample,
  load: () => import('./Cards').then((module) => module.Cards),
});
