import type { Examples } from '../define';
import type { pricingBlock } from './schema';

export const pricingExamples = {
  /** Every plan, in every currency of content/currencies.yaml, the first of them shown first. */
  default: {
    type: 'pricing',
    heading: 'Pricing Plans',
    intro: 'Monthly fees for 30-minute one-to-one classes.',
    plans: 'all',
    includes: ['30-minute one-to-one classes', 'Flexible timings'],
    action: { label: 'Get Admission', to: '/contact' },
    tableHeading: 'Compare every plan',
  },
  /** Chosen plans and currencies, in orders of the page's own: pounds first. */
  poundsFirst: {
    type: 'pricing',
    plans: ['eight-classes', 'four-classes'],
    currencies: ['GBP', 'EUR', 'USD'],
    action: { label: 'Enrol', to: '/contact', variant: 'secondary' },
  },
} satisfies Examples<typeof pricingBlock>;
