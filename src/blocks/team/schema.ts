import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const teamBlock = z.strictObject({
  type: z.literal('team'),
  heading: text.optional(),
  intro: text.optional(),
  members: itemsFrom('team'),
});

export type TeamBlock = z.output<typeof teamBlock>;

export const teamExample: z.input<typeof teamBlock> = {
  type: 'team',
  heading: 'Meet Our Team',
  intro: 'The people who teach, record and share our lessons.',
  members: 'all',
};
