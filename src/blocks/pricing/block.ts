import { atOnceInFirstScreen, defineIsland } from '../define';
import { pricingBlock } from './schema';
import { pricingExample } from './example';

export const pricing = defineIsland(pricingBlock, {
  example: pricingExample,
  hydrate: atOnceInFirstScreen,
  props: ({ block }) => ({ block }),
  load: () => import('./Pricing.client').then((module) => module.Pricing),
});
