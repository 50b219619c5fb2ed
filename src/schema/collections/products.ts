import { z } from 'zod';
import { image, route, text } from '../primitives';

export const productSchema = z.strictObject({
  id: text,
  name: text,
  description: text,
  price: z.number().int().positive().meta({ description: 'Whole Pakistani rupees; shown as "100 Pkr"' }),
  image,
  pageurl: route.meta({ description: "The product's own information page, such as /ring" }),
});

export type Product = z.output<typeof productSchema>;
