import { z } from 'zod';
import { markdown } from '../../schema/markdown';
import { text } from '../../schema/primitives';

export const proseBlock = z.strictObject({
  type: z.literal('prose'),
  heading: text.optional(),
  markdown: markdown,
  background: z.enum(['plain', 'tinted']).default('plain'),
});

export type ProseBlock = z.output<typeof proseBlock>;

export const proseExample: z.input<typeof proseBlock> = {
  type: 'prose',
  heading: 'About the course',
  markdown: 'Classes are **one to one**, thirty minutes long. [Ask us](/contact) about a trial class.\n\n- Qualified teachers\n- Flexible times',
};
