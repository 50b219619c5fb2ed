import type { z } from 'zod';
import type { whatsappOrderBlock } from './schema';

export const whatsappOrderExample: z.input<typeof whatsappOrderBlock> = {
  type: 'whatsapp-order',
  heading: 'Order your ring on WhatsApp',
};
