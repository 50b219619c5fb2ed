import type { Examples } from '../define';
import type { shopBlock } from './schema';

export const shopExamples = {
  /** With no products listed, every product of content/products.yaml, in its order. */
  default: {
    type: 'shop',
    heading: 'Islamic Jewelry & Products',
    intro: 'Add products to your cart and send the order to us on WhatsApp.',
  },
  /** Chosen products in an order of the page's own, under a page header that already names the shop. */
  chosenProducts: {
    type: 'shop',
    products: ['hirz-e-jawad', 'silver-ring'],
  },
} satisfies Examples<typeof shopBlock>;
