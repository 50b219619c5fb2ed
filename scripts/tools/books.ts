/**
 * Generates the five sample books as small PDFs (a title page and a few pages of text each).
 *   npx tsx scripts/tools/books.ts
 * Writes content/public/books/<id>.pdf, the same bytes on every run. Replace the files with the
 * real books when the academy has the right to publish them (README: "The books").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookPdf } from './books/pdf.ts';
import { sampleBooks } from './books/samples.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'public', 'books');

for (const book of sampleBooks) {
  const bytes = await bookPdf(book);
  const file = join(outDir, `${book.id}.pdf`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  console.log(`${String(bytes.length).padStart(6)}  books/${book.id}.pdf`);
}
