import type { z } from 'zod';
import type { pricingBlock } from './schema';

export const pricingExample: z.input<typeof pricingBlock> = {
  type: 'pricing',
  heading: 'Pricing Plans',
  intro: 'Monthly fees for 30-minute one-to-one classes.',
  plans: 'all',
  includes: ['30-minute one-to-one classes', 'Flexible timings'],
  action: { label: 'Get Admission', to: '/contact' },
  tableHeading: 'Compare every plan',
};
