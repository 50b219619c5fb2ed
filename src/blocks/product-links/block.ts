import { defineBlock } from '../define';
import { productLinksBlock } from './schema';
import { productLinksExample } from './example';

export const productLinks = defineBlock(productLinksBlock, {
  example: productLinksExample,
  load: () => import('./ProductLinks').then((module) => module.ProductLinks),
});
