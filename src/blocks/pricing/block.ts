import { atOnceInFirstScreen, defineIsland } from '../define';
import { pricingBlock } from './schema';
import { pricingExamples } from './examples';

export const pricing = defineIsland(pricingBlock, {
  examples: pricingExamples,
  hydrate: atOnceInFirstScreen,
  props: ({ block }) => ({ block }),
  load: () => import('./Pricing.client').then((module) => module.Pricing),
});
