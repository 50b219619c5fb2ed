import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const teamBlock = z.strictObject({
  type: z.literal('team'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  members: itemsFrom('team').meta({ description: '"all", or the ids of members in content/team.yaml, in display order' }),
}).meta({ description: 'The members of content/team.yaml, each with a role icon' });

export type TeamBlock = z.output<typeof teamBlock>;
