import { z } from 'zod';
import { text } from '../primitives';
import type { Currency } from './currencies';

const monthlyPrice = z.number().positive().meta({ description: 'The monthly fee in this currency, a plain number such as 35' });

/** One fee plan: a number of 30-minute one-to-one classes a month and its monthly fee in each currency. */
export const pricingPlanSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  label: text.meta({ description: 'The plan name shown on its card, for example "4 Classes"' }),
  classes: z.number().int().positive().meta({ description: 'Classes a month' }),
  prices: z.strictObject({
    USD: monthlyPrice,
    CAD: monthlyPrice,
    UK: monthlyPrice.meta({ description: 'The monthly fee in pounds sterling' }),
    AUD: monthlyPrice,
    EURO: monthlyPrice,
  } satisfies Record<Currency, z.ZodType>).meta({ description: 'The monthly fee in each currency' }),
});

export type PricingPlan = z.output<typeof pricingPlanSchema>;
