import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const bookLibraryBlock = z.strictObject({
  type: z.literal('book-library'),
  heading: text.optional(),
  intro: text.optional(),
  books: itemsFrom('books'),
});

export type BookLibraryBlock = z.output<typeof bookLibraryBlock>;

export const bookLibraryExample: z.input<typeof bookLibraryBlock> = {
  type: 'book-library',
  heading: 'Free books',
  intro: 'Read all five online, or download them to keep.',
  books: 'all',
};
