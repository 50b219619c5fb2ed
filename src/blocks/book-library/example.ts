import type { z } from 'zod';
import type { bookLibraryBlock } from './schema';

export const bookLibraryExample: z.input<typeof bookLibraryBlock> = {
  type: 'book-library',
  heading: 'Free books',
  intro: 'Read all five online, or download them to keep.',
  books: 'all',
};
