import type { z } from 'zod';
import type { teamBlock } from './schema';

export const teamExample: z.input<typeof teamBlock> = {
  type: 'team',
  heading: 'Meet Our Team',
  intro: 'The people who teach, record and share our lessons.',
  members: 'all',
};
