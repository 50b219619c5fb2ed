import { z } from 'zod';
import { text } from '../../schema/primitives';

export const stepsBlock = z.strictObject({
  type: z.literal('steps'),
  heading: text,
  intro: text.optional(),
  steps: z.array(z.strictObject({ title: text, text: text })).min(2).max(6),
});

export type StepsBlock = z.output<typeof stepsBlock>;

export const stepsExample: z.input<typeof stepsBlock> = {
  type: 'steps',
  heading: 'How it works',
  steps: [
    { title: 'Service Request', text: 'Tell us the date and the names by the contact form or WhatsApp.' },
    { title: 'Arrangements', text: 'We arrange everything according to the rules of Shariah.' },
    { title: 'Confirmation', text: 'You receive a confirmation with pictures once it is done.' },
  ],
};
