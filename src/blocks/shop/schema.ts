import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const shopBlock = z.strictObject({
  type: z.literal('shop'),
  heading: text.optional().meta({ description: 'Leave out where the page header already names the shop' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  products: itemsFrom('products')
    .prefault('all')
    .meta({ description: 'The products to show from content/products.yaml: "all" (the default) or their ids, in display order' }),
}).meta({ description: 'The products of content/products.yaml as cards with their price and a Buy now button that orders on WhatsApp' });

export type ShopBlock = z.output<typeof shopBlock>;
