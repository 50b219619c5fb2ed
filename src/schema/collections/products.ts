import { z } from 'zod';
import { image, route, text } from '../primitives';

export const productSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  name: text.meta({ description: 'The product name on its card' }),
  description: text.meta({ description: 'A sentence under the name' }),
  price: z.number().int().positive().meta({ description: 'Whole Pakistani rupees; shown as "100 Pkr"' }),
  image,
  to: route.meta({ description: "The product's own information page, such as /ring" }),
});

export type Product = z.output<typeof productSchema>;
