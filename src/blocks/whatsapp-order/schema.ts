import { z } from 'zod';
import { text } from '../../schema/primitives';

/** Shared by every product page, so its texts have defaults: a page declares it with one line. */
export const whatsappOrderBlock = z.strictObject({
  type: z.literal('whatsapp-order'),
  heading: text.default('Order on WhatsApp').meta({ description: 'The heading over the box' }),
  text: text.meta({ description: 'The line of text under the heading' }).default('Send us a message and we will reply with the price, the sizes in stock and the delivery time.'),
  label: text.default('Order via WhatsApp').meta({ description: "The button's label" }),
  message: text
    .default('Assalamu alaikum! I would like to order {product}. Please tell me the price and availability.')
    .meta({ description: 'The prefilled chat message; {product} becomes the product name' }),
  product: text.optional().meta({ description: 'The product named in the message; the page title when left out' }),
}).meta({ description: "A box whose button opens WhatsApp with a message naming the page's product" });

export type WhatsappOrderBlock = z.output<typeof whatsappOrderBlock>;
