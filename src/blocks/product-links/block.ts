import { defineBlock } from '../define';
import { productLinksBlock, productLinksExample } from './schema';

export const productLinks = defineBlock(productLinksBlock, {
  example: productLinksExample,
  load: () => import('./ProductLinks').then((module) => module.ProductLinks),
});
