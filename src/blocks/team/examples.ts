import type { Examples } from '../define';
import type { teamBlock } from './schema';

export const teamExamples = {
  default: {
    type: 'team',
    heading: 'Meet Our Team',
    intro: 'The people who teach, record and share our lessons.',
    members: 'all',
  },
  /** Chosen members in an order of the page's own, under a page header that already names them. */
  chosenMembers: {
    type: 'team',
    members: ['podcasting', 'proprietor'],
  },
} satisfies Examples<typeof teamBlock>;
