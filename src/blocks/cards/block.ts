import { defineBlock } from '../define';
import { cardsBlock } from './schema';
import { cardsExamples } from './examples';

export const cards = defineBlock(cardsBlock, {
  examples: cardsExamples,
  load: () => import('./Cards').then((module) => module.Cards),
});
