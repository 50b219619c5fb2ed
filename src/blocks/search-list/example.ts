import type { z } from 'zod';
import type { searchListBlock } from './schema';

export const searchListExample: z.input<typeof searchListBlock> = {
  type: 'search-list',
  heading: 'Recent episodes',
  list: { collection: 'podcasts' },
  searchLabel: 'Search podcasts',
  countNoun: 'podcasts',
  noResults: 'No podcasts match your search.',
  action: { label: 'Suggest a topic', to: '/contact' },
};
