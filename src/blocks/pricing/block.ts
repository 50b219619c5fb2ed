import { atOnceInFirstScreen, defineIsland } from '../define';
import { pricingBlock, pricingExample } from './schema';

export const pricing = defineIsland(pricingBlock, {
  example: pricingExample,
  hydrate: atOnceInFirstScreen,
  props: ({ block }) => ({ block }),
  load: () => import('./Pricing.client').then((module) => module.Pricing),
});
