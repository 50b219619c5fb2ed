import { z } from 'zod';
import { image, publicFile, text } from '../primitives';

export const bookSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  title: text.meta({ description: 'The title under the cover' }),
  image: image.meta({ description: 'The cover' }),
  file: publicFile
    .refine((path) => path.endsWith('.pdf'), 'expected a PDF file, such as "/books/tajweed.pdf"')
    .meta({ description: 'The PDF under content/public, read online and downloaded, such as "/books/tajweed.pdf"' }),
});

export type Book = z.output<typeof bookSchema>;
