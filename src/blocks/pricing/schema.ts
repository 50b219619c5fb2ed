import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { action, text } from '../../schema/primitives';

export const pricingBlock = z.strictObject({
  type: z.literal('pricing'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  plans: itemsFrom('pricing').meta({ description: '"all", or the ids of plans in content/pricing.yaml, in display order' }),
  currencies: itemsFrom('currencies')
    .prefault('all')
    .meta({ description: '"all" (the default), or the ISO codes of currencies in content/currencies.yaml, in the order of the currency switch; the first is shown first' }),
  includes: z
    .array(text)
    .max(6)
    .default([])
    .meta({ description: 'What every plan includes, listed once under the plans' }),
  action: action.meta({ description: 'The button under the plans, for example Get Admission to /contact' }),
  tableHeading: text.default('All fees at a glance').meta({ description: 'Heading over the table of every plan in every currency' }),
}).meta({ description: 'The fee plans of content/pricing.yaml in the currency the visitor picks, what every plan includes, a button, then every plan in every currency in one table' });

export type PricingBlock = z.output<typeof pricingBlock>;
