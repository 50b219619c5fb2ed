import { atOnceInFirstScreen, defineIsland } from '../define';
import { pricingBlock } from './schema';
import { pricingExamples } from './examples';

export const pricing = defineIsland(pricingBlock, {
  examples: pricingExamples,
  hydrate: atOnceInFirstScreen,
  props: ({ block, locale }) => ({ block, text: locale.messages.shop.pricing, intl: locale.intl }),
  load: () => import('./Pricing.client').then((module) => module.Pricing),
});
