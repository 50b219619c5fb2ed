import { defineIsland } from '../define';
import { shopLinkedData } from './linkedData';
import { shopBlock } from './schema';
import { shopExample } from './example';

export const shop = defineIsland(shopBlock, {
  example: shopExample,
  hydrate: 'visible',
  props: ({ block, site, firstView }) => ({ block, firstView, whatsappNumber: site.whatsapp.number }),
  load: () => import('./Shop.client').then((module) => module.Shop),
  linkedData: shopLinkedData,
});
