import { defineIsland } from '../define';
import { shopLinkedData } from './linkedData';
import { shopBlock } from './schema';
import { shopExamples } from './examples';

export const shop = defineIsland(shopBlock, {
  examples: shopExamples,
  hydrate: 'visible',
  props: ({ block, site, firstView, locale }) => {
    const { rupees, productCard, cart, order, cartStatus } = locale.messages.shop;
    return { block, firstView, whatsappNumber: site.whatsapp.number, text: { rupees, productCard, cart, order, cartStatus }, formats: locale.formats };
  },
  load: () => import('./Shop.client').then((module) => module.Shop),
  linkedData: shopLinkedData,
});
