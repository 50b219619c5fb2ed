import { defineIsland } from '../define';
import { shopLinkedData } from './linkedData';
import { shopBlock } from './schema';
import { shopExamples } from './examples';

export const shop = defineIsland(shopBlock, {
  examples: shopExamples,
  hydrate: 'visible',
  props: ({ block, site, firstView }) => ({ block, firstView, whatsappNumber: site.whatsapp.number }),
  load: () => import('./Shop.client').then((module) => module.Shop),
  linkedData: shopLinkedData,
});
