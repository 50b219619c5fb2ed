import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const bookLibraryBlock = z.strictObject({
  type: z.literal('book-library'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  books: itemsFrom('books').meta({ description: '"all", or the ids of books in content/books.yaml, in display order' }),
}).meta({ description: 'The eLibrary: the books of content/books.yaml as covers, each read in a viewer or downloaded as a PDF' });

export type BookLibraryBlock = z.output<typeof bookLibraryBlock>;
