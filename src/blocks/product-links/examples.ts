import type { Examples } from '../define';
import type { productLinksBlock } from './schema';

export const productLinksExamples = {
  /** Every product page of content/product-pages.yaml. */
  default: {
    type: 'product-links',
    heading: 'More from our shop',
  },
  /** As a product page declares it: one line, the default heading, chosen pages in an order of its own. */
  chosenPages: {
    type: 'product-links',
    items: ['stones', 'ring'],
  },
} satisfies Examples<typeof productLinksBlock>;
