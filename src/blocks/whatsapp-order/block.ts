import { defineBlock } from '../define';
import { whatsappOrderBlock } from './schema';
import { whatsappOrderExample } from './example';

export const whatsappOrder = defineBlock(whatsappOrderBlock, {
  example: whatsappOrderExample,
  load: () => import('./WhatsappOrder').then((module) => module.WhatsappOrder),
});
