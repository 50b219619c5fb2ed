import type { z } from 'zod';
import type { ctaBlock } from './schema';

export const ctaExample: z.input<typeof ctaBlock> = {
  type: 'cta',
  heading: 'Have a question of your own?',
  text: 'Send it to us and a scholar will answer you personally.',
  actions: [{ label: 'Submit Question', to: '/contact' }],
};
