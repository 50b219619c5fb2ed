// @vitest-environment jsdom
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookLibrary } from '../../../../src/blocks/book-library/BookLibrary.client';
import type { BookLibraryBlock } from '../../../../src/blocks/book-library/schema';
import { collectionFileSchema } from '../../../../src/schema/collections';
import type { Book } from '../../../../src/schema/collections/books';
import { withValidationContext } from '../../../../src/schema/context';
import { bookPdf } from '../../../../scripts/tools/books/pdf';
import { sampleBooks } from '../../../../scripts/tools/books/samples';
import { en } from '../../../../src/i18n/messages/en';
import { withDialogStandIns } from '../../support/dialogStandIns';

const PUBLIC = 'content/public';

function loadBooks(): Book[] {
  const data: unknown = parse(readFileSync('content/books.yaml', 'utf8'));
  return withValidationContext(
    {
      collections: new Map(),
      fileExists: (path) => existsSync(join(PUBLIC, path)) && statSync(join(PUBLIC, path)).isFile(),
      readText: () => undefined,
    },
    () => collectionFileSchema('books').parse(data),
  );
}

let loadedBooks: Book[] | undefined;
/** Read on a test's first call, not as the file loads, so mutation testing sees which tests read them. */
const books = (): Book[] => (loadedBooks ??= loadBooks());
const block = (): BookLibraryBlock => ({ type: 'book-library', books: books() });

withDialogStandIns();

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'pdfViewerEnabled');
});

describe('content/books.yaml', () => {
  it('lists the five books, each with a cover and a PDF', () => {
    expect(books().map((book) => book.title)).toEqual(['Colour Quran', 'Noorani Qaida', 'Tajweed', 'Deenyaat 1', 'Deenyaat 2']);
    for (const book of books()) {
      const pdf = readFileSync(join(PUBLIC, book.file));
      expect(pdf.subarray(0, 5).toString('latin1'), book.file).toBe('%PDF-');
      expect(pdf.length, book.file).toBeLessThan(30 * 1024);
      const cover = readFileSync(join(PUBLIC, book.image.src), 'utf8');
      expect(Buffer.byteLength(cover), book.image.src).toBeLessThan(6 * 1024);
      expect(cover).toContain(`width="${book.image.width}" height="${book.image.height}"`);
      expect(book.image.alt).not.toBe('');
    }
  });

  it('refuses a file that is not a PDF', () => {
    const bad = [{ ...books()[0], file: books()[0]!.image.src }];
    const result = withValidationContext({ collections: new Map(), fileExists: () => true, readText: () => undefined }, () =>
      collectionFileSchema('books').safeParse(bad),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['expected a PDF file, such as "/books/tajweed.pdf"']);
  });
});

describe('the sample PDFs', () => {
  it.each(sampleBooks.map((book) => [book.id, book] as const))('%s.pdf is what scripts/tools/books.ts makes, byte for byte', async (id, book) => {
    const made = await bookPdf(book);
    expect(Buffer.from(made).equals(readFileSync(join(PUBLIC, 'books', `${id}.pdf`)))).toBe(true);
  });
});

describe('the book library', () => {
  it('shows each book with its cover, a Read button and a Download link to its PDF', () => {
    render(<BookLibrary block={block()} firstView={false} text={en.blocks.bookLibrary} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Colour Quran' })).toBeTruthy();
    expect(first.getByRole('img', { name: 'Cover of the Colour Quran' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Read Colour Quran' })).toBeTruthy();
    const download = first.getByRole('link', { name: 'Download Colour Quran (PDF)' });
    expect(download.getAttribute('href')).toBe('/books/colour-quran.pdf');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the book in a maximized dialog named by its title, which toggles size and closes back to Read', () => {
    render(<BookLibrary block={block()} firstView={false} text={en.blocks.bookLibrary} />);
    const read = screen.getByRole('button', { name: 'Read Tajweed' });
    fireEvent.click(read);

    const dialog = screen.getByRole('dialog', { name: 'Tajweed' });
    expect(within(dialog).getByTitle('Tajweed (PDF)').getAttribute('src')).toBe('/books/tajweed.pdf#view=FitH');
    expect(within(dialog).getByRole('link', { name: 'Open in new tab' }).getAttribute('href')).toBe('/books/tajweed.pdf');
    expect(within(dialog).getByRole('link', { name: 'Download' }).hasAttribute('download')).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));

    const maximizedClass = dialog.className;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(dialog.className).not.toBe(maximizedClass);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maximize' }));
    expect(dialog.className).toBe(maximizedClass);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(read);
  });

  it('offers to open or download the book where the browser shows no PDF in a page', async () => {
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true });
    render(<BookLibrary block={block()} firstView={false} text={en.blocks.bookLibrary} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Read Deenyaat 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Deenyaat 1' });
    expect(within(dialog).queryByTitle('Deenyaat 1 (PDF)')).toBeNull();
    expect(dialog.textContent).toContain('This browser cannot show the book inside the page.');
    expect(within(dialog).getByRole('link', { name: 'Open the book' }).getAttribute('href')).toBe('/books/deenyaat-1.pdf');
  });

  it('hydrates its server render without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BookLibrary block={block()} firstView={false} text={en.blocks.bookLibrary} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <BookLibrary block={block()} firstView={false} text={en.blocks.bookLibrary} />);
    });
    expect(errors).not.toHaveBeenCalled();
    container.remove();
    errors.mockRestore();
  });
});
