import type { Examples } from '../define';
import type { bookLibraryBlock } from './schema';

export const bookLibraryExamples = {
  default: {
    type: 'book-library',
    heading: 'Free books',
    intro: 'Read all five online, or download them to keep.',
    books: 'all',
  },
  /** Chosen books in an order of the page's own, under a page header that already names them. */
  chosenBooks: {
    type: 'book-library',
    books: ['tajweed', 'noorani-qaida'],
  },
} satisfies Examples<typeof bookLibraryBlock>;
