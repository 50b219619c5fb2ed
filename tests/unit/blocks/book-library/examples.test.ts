import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { bookLibraryExamples } from '../../../../src/blocks/book-library/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { itemsOfFirstList } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

/** The books the example picks from content/books.yaml, each with its cover, a button to read it and a link to download it. */
function showsTheBooks(view: HTMLElement, { heading, intro, books: picked }: ExampleOf<'book-library'>) {
  const all = contentFile('books');
  const books = picked === 'all' ? all : picked.map((id) => all.find((book) => book.id === id)!);
  if (heading) expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  if (intro) expect(within(view).getByText(intro)).toBeTruthy();
  const items = itemsOfFirstList(view);
  expect(items).toHaveLength(books.length);
  books.forEach((book, index) => {
    const item = items[index]!;
    expect(within(item).getByRole('heading', { level: heading ? 3 : 2 }).textContent).toBe(book.title);
    expect(within(item).getByRole('img').getAttribute('alt')).toBe(book.image.alt);
    expect(within(item).getByRole('button', { name: `Read ${book.title}` })).toBeTruthy();
    const download = within(item).getByRole('link', { name: `Download ${book.title} (PDF)` });
    expect([download.getAttribute('href'), download.hasAttribute('download')]).toEqual([book.file, true]);
  });
}

describeExamples(bookLibraryExamples, {
  default: showsTheBooks,
  chosenBooks: showsTheBooks,
});
