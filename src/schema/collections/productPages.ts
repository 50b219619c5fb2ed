import { z } from 'zod';
import { image, route, text } from '../primitives';

/** Blocks as a route lists them; checked in full on the page they are put into. */
const extraBlocks = z.array(z.looseObject({ type: text.meta({ description: 'The kind of block, as in pages.yaml' }) }));

/**
 * A product's information page: its card where the other product pages and the Products index
 * link to it, and the values its page shows. The page fields are optional here; the template
 * "product" in pages.yaml reports any it quotes that an item leaves out. The page's texts are
 * content/texts/products/<id>.md and <id>-why.md; `image` is decoration on the card (empty alt)
 * and is described by `imageAlt` on the page.
 */
export const productPageSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  name: text.meta({ description: 'The product name on the link' }),
  to: route.meta({ description: 'The route of the product page, for example "/ring"' }),
  image,
  summary: text.meta({ description: 'One sentence shown under the name' }),
  description: text.optional().meta({ description: "The page's search result and social preview text" }),
  subtitle: text.optional().meta({ description: 'The line under the page heading' }),
  headline: text.optional().meta({ description: 'The heading beside the main picture' }),
  imageAlt: text.optional().meta({ description: 'What the main picture shows, for the page' }),
  gallery: z.array(image).min(1).optional().meta({ description: 'The product photos the page shows, in order' }),
  afterIntro: extraBlocks.optional().meta({ description: 'Blocks between the introduction and the gallery, written as in pages.yaml' }),
  afterGallery: extraBlocks.optional().meta({ description: 'Blocks between the gallery and the "why choose" text, written as in pages.yaml' }),
  whyHeading: text.optional().meta({ description: 'The heading of the "why choose" text, content/texts/products/<id>-why.md' }),
  reviews: z.array(text).min(1).optional().meta({ description: 'The ids of the reviews in content/reviews.yaml the page quotes' }),
});
