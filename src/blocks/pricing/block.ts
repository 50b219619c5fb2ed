import { defineIsland } from '../define';
import { pricingBlock } from './schema';
import { pricingExamples } from './examples';

/**
 * The plans are in the page's HTML in the first currency, with every currency in the table, so a
 * visitor who only reads loads no React. The island wakes when the visitor reaches for the switch
 * (a currency pressed meanwhile is chosen once it is awake): woken at load, React's start-up was
 * the longest task of the fee page on a slow phone.
 */
export const pricing = defineIsland(pricingBlock, {
  examples: pricingExamples,
  hydrate: 'interaction',
  props: ({ block, locale }) => ({ block, text: locale.messages.shop.pricing, formats: locale.formats, direction: locale.direction }),
  load: () => import('./Pricing.client').then((module) => module.Pricing),
});
