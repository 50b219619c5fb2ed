import { z } from 'zod';
import { action, text } from '../../schema/primitives';

export const ctaBlock = z.strictObject({
  type: z.literal('cta'),
  heading: text.meta({ description: 'The heading over the block' }),
  text: text.optional().meta({ description: 'A line of text under the heading' }),
  actions: z.array(action).min(1).max(3).meta({ description: 'One to three buttons' }),
}).meta({ description: 'A call-to-action band: a heading, an optional line of text and up to three buttons' });

export type CtaBlock = z.output<typeof ctaBlock>;
