import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

/** Shared by every product page, so it has defaults: a page declares it with one line and the current page drops out. */
export const productLinksBlock = z.strictObject({
  type: z.literal('product-links'),
  heading: text.default('Explore Our Other Products').meta({ description: 'The heading over the links' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  items: itemsFrom('product-pages')
    .prefault('all')
    .meta({ description: '"all" (the default), or the ids of items in content/product-pages.yaml, in display order' }),
}).meta({ description: 'Picture links to the product pages of content/product-pages.yaml' });

export type ProductLinksBlock = z.output<typeof productLinksBlock>;
