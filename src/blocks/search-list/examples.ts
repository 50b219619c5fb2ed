import type { Examples } from '../define';
import type { searchListBlock } from './schema';

export const searchListExamples = {
  default: {
    type: 'search-list',
    heading: 'Recent episodes',
    list: { collection: 'podcasts' },
    searchLabel: 'Search podcasts',
    countNoun: 'podcasts',
    noResults: 'No podcasts match your search.',
    action: { label: 'Suggest a topic', to: '/contact' },
  },
  /** The questions scholars have answered, each under its category, with a hint of its own in the search box. */
  questions: {
    type: 'search-list',
    list: { collection: 'qa', items: 'all' },
    searchLabel: 'Search questions',
    placeholder: 'Try "fasting" or "prayer"',
    countNoun: 'questions',
    noResults: 'No questions match your search. Ask us yours and a scholar will answer.',
    action: { label: 'Ask a Question', to: '/contact' },
  },
  /** Chosen FAQs in an order of the page's own. */
  faq: {
    type: 'search-list',
    heading: 'Orders and delivery',
    list: { collection: 'faq', items: ['shipping', 'returns'] },
    searchLabel: 'Search FAQs',
    countNoun: 'FAQs',
    noResults: 'No FAQs match your search.',
  },
} satisfies Examples<typeof searchListBlock>;
