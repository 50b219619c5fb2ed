import { defineBlock } from '../define';
import { whatsappOrderBlock } from './schema';
import { whatsappOrderExamples } from './examples';

export const whatsappOrder = defineBlock(whatsappOrderBlock, {
  examples: whatsappOrderExamples,
  load: () => import('./WhatsappOrder').then((module) => module.WhatsappOrder),
});
