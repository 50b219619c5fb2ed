import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { action, text } from '../../schema/primitives';

export const pricingBlock = z.strictObject({
  type: z.literal('pricing'),
  heading: text.optional(),
  intro: text.optional(),
  plans: itemsFrom('pricing'),
  includes: z
    .array(text)
    .max(6)
    .default([])
    .meta({ description: 'What every plan includes, listed once under the plans' }),
  action: action.meta({ description: 'The button under the plans, for example Get Admission to /contact' }),
  tableHeading: text.default('All fees at a glance').meta({ description: 'Heading over the table of every plan in every currency' }),
});

export type PricingBlock = z.output<typeof pricingBlock>;

export const pricingExample: z.input<typeof pricingBlock> = {
  type: 'pricing',
  heading: 'Pricing Plans',
  intro: 'Monthly fees for 30-minute one-to-one classes.',
  plans: 'all',
  includes: ['30-minute one-to-one classes', 'Flexible timings'],
  action: { label: 'Get Admission', to: '/contact' },
  tableHeading: 'Compare every plan',
};
