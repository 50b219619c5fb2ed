import { z } from 'zod';
import { image, route, text } from '../primitives';

/** A product's information page, as the other product pages and the Products index link to it. */
export const productPageSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  name: text.meta({ description: 'The product name on the link' }),
  path: route.meta({ description: 'The route of the product page, for example "/ring"' }),
  image,
  summary: text.meta({ description: 'One sentence shown under the name' }),
});

export type ProductPage = z.output<typeof productPageSchema>;
