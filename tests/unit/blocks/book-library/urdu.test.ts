import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookLibraryExamples } from '../../../../src/blocks/book-library/examples';
import { loadBlocks, PAGE_TEST_TIMEOUT } from '../../support/blockExamples';
import { islandProps, itemsOfFirstList } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';
import { showInUrdu, urduGroup } from '../../support/urdu';

beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

describe('the eLibrary on an Urdu page', () => {
  it("names each book's buttons in Urdu, and hands the island the Urdu texts of its buttons and viewer, and nothing else", () => {
    const view = showInUrdu(bookLibraryExamples.default);
    const books = contentFile('books');
    itemsOfFirstList(view).forEach((item, index) => {
      const { title, file } = books[index]!;
      expect(within(item).getByRole('button', { name: `${title} پڑھیں` }).textContent).toBe('پڑھیں');
      const download = within(item).getByRole('link', { name: `${title} ڈاؤن لوڈ کریں (PDF)` });
      expect([download.textContent, download.getAttribute('href')]).toEqual(['ڈاؤن لوڈ کریں', file]);
    });
    const props = islandProps(view) as unknown as Record<string, unknown>;
    expect(props.text).toEqual(urduGroup('blocks').bookLibrary);
    expect(Object.keys(props).sort()).toEqual(['block', 'firstView', 'text']);
  }, PAGE_TEST_TIMEOUT);
});
