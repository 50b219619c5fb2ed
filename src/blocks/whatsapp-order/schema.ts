import { z } from 'zod';
import { text } from '../../schema/primitives';

/** Shared by every product page, so each of its texts may be left out: a page declares it with one line, and the site's own words, in the page's language, stand in. */
export const whatsappOrderBlock = z.strictObject({
  type: z.literal('whatsapp-order'),
  heading: text.optional().meta({ description: 'The heading over the box; "Order on WhatsApp", in the page\'s language, when left out' }),
  text: text
    .optional()
    .meta({ description: 'The line of text under the heading; "Send us a message and we will reply with the price, the sizes in stock and the delivery time.", in the page\'s language, when left out' }),
  label: text.optional().meta({ description: 'The button\'s label; "Order via WhatsApp", in the page\'s language, when left out' }),
  message: text.optional().meta({
    description:
      'The prefilled chat message; {product} becomes the product name. "Assalamu alaikum! I would like to order {product}. Please tell me the price and availability.", in the page\'s language, when left out',
  }),
  product: text.optional().meta({ description: 'The product named in the message; the page title when left out' }),
}).meta({ description: "A box whose button opens WhatsApp with a message naming the page's product" });

export type WhatsappOrderBlock = z.output<typeof whatsappOrderBlock>;
