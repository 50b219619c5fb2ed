import { defineBlock } from '../define';
import { whatsappOrderBlock, whatsappOrderExample } from './schema';

export const whatsappOrder = defineBlock(whatsappOrderBlock, {
  example: whatsappOrderExample,
  load: () => import('./WhatsappOrder').then((module) => module.WhatsappOrder),
});
