import type { z } from 'zod';
import type { productLinksBlock } from './schema';

export const productLinksExample: z.input<typeof productLinksBlock> = {
  type: 'product-links',
  heading: 'More from our shop',
};
