import type { Examples } from '../define';
import type { searchResultsBlock } from './schema';

export const searchResultsExamples = {
  /** As the search page has it: every text its default. */
  default: {
    type: 'search-results',
  },
  /** Its own words. */
  worded: {
    type: 'search-results',
    label: 'Search',
    help: 'Search courses, services and the Quran.',
    sectionsHeading: 'Sections',
    notSearched: { text: 'Posts are not searched.', label: 'Go to the blog', to: '/blog' },
  },
} satisfies Examples<typeof searchResultsBlock>;
