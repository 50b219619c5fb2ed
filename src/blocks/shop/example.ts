import type { z } from 'zod';
import type { shopBlock } from './schema';

export const shopExample: z.input<typeof shopBlock> = {
  type: 'shop',
  heading: 'Islamic Jewelry & Products',
  intro: 'Add products to your cart and send the order to us on WhatsApp.',
};
