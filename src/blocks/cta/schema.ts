import { z } from 'zod';
import { action, text } from '../../schema/primitives';

export const ctaBlock = z.strictObject({
  type: z.literal('cta'),
  heading: text,
  text: text.optional(),
  actions: z.array(action).min(1).max(3),
});

export type CtaBlock = z.output<typeof ctaBlock>;

export const ctaExample: z.input<typeof ctaBlock> = {
  type: 'cta',
  heading: 'Have a question of your own?',
  text: 'Send it to us and a scholar will answer you personally.',
  actions: [{ label: 'Submit Question', to: '/contact' }],
};
