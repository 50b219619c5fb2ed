import { defineBlock } from '../define';
import { productLinksBlock } from './schema';
import { productLinksExamples } from './examples';

export const productLinks = defineBlock(productLinksBlock, {
  examples: productLinksExamples,
  load: () => import('./ProductLinks').then((module) => module.ProductLinks),
});
