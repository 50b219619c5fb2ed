import type { Examples } from '../define';
import type { whatsappOrderBlock } from './schema';

export const whatsappOrderExamples = {
  /** The message names the page's own product: its title. */
  default: {
    type: 'whatsapp-order',
    heading: 'Order your ring on WhatsApp',
  },
  /** A product named in a message of the page's own, and a button of its own. */
  namedProduct: {
    type: 'whatsapp-order',
    text: 'Tell us the size and we will reply with the delivery time.',
    label: 'Ask on WhatsApp',
    message: 'Salaam! Is the {product} in stock in size 8?',
    product: 'Aqeeq silver ring',
  },
} satisfies Examples<typeof whatsappOrderBlock>;
