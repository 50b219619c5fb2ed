import { z } from 'zod';
import { activeContext } from '../context';
import { text } from '../primitives';

const monthlyPrice = z.number().positive().meta({ description: 'The monthly fee in this currency, a plain number such as 35' });

/** A monthly fee in every currency of content/currencies.yaml, keyed by its ISO 4217 code. */
const prices = z
  .record(z.string(), monthlyPrice)
  .superRefine((byCode, ctx) => {
    const currencies = activeContext()?.collections.get('currencies');
    if (!currencies) return;
    for (const code of Object.keys(byCode)) {
      if (currencies.has(code)) continue;
      ctx.addIssue({ code: 'custom', path: [code], input: code, message: `no currency "${code}" in content/currencies.yaml (its codes: ${[...currencies.keys()].join(', ')})` });
    }
    for (const code of currencies.keys()) {
      if (!(code in byCode)) ctx.addIssue({ code: 'custom', input: byCode, message: `missing the price in ${code}, a currency of content/currencies.yaml` });
    }
  })
  .meta({ description: 'The monthly fee in each currency of content/currencies.yaml, by its code: { USD: 35, GBP: 25, ... }' });

/** One fee plan: a number of 30-minute one-to-one classes a month and its monthly fee in each currency. */
export const pricingPlanSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  label: text.meta({ description: 'The plan name shown on its card, for example "4 Classes"' }),
  classes: z.number().int().positive().meta({ description: 'Classes a month' }),
  prices,
});
