import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResultsExamples } from '../../../../src/blocks/search-results/examples';
import { loadBlocks, PAGE_TEST_TIMEOUT } from '../../support/blockExamples';
import { urduFormats } from '../../support/locale';
import { expectLink, islandProps } from '../../support/pageQueries';
import { showInUrdu, urduGroup } from '../../support/urdu';

/*
 * The search page in Urdu, before any script runs: where the block leaves its words out, the site's
 * own stand in, in Urdu, and the island carries the Urdu texts it says its results in.
 */
beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

describe('the search page in Urdu', () => {
  it('labels its form, its help and its sections in Urdu, and hands the island its Urdu texts', () => {
    const view = showInUrdu(searchResultsExamples.default);
    const form = within(view).getByRole('searchbox', { name: 'سائٹ میں تلاش کریں' }).closest('form')!;
    const kind = within(form).getByRole('combobox', { name: 'قسم' });
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['تمام اقسام']);
    expect(within(form).getByRole('button', { name: 'تلاش' })).toBeTruthy();
    expect(within(view).getByText(/^ایک دو لفظ لکھیں/).tagName).toBe('P');
    expect(within(view).getByRole('heading', { level: 2, name: 'یا کسی حصے سے شروع کریں' })).toBeTruthy();
    expect(within(view).getByText('بلاگ کی تحریریں اس تلاش میں شامل نہیں۔', { exact: false })).toBeTruthy();
    expectLink(view, 'انہیں بلاگ پر پڑھیں', '/blog');
    const { kinds, ...text } = urduGroup('search');
    expect(islandProps(view)).toMatchObject({ text, formats: urduFormats, language: 'ur' });
    // The kinds' names travel by the English name the index files each under, which the address
    // carries, in the order of the Urdu alphabet (پ، د، س، ق، ک، م), which the filter lists them in.
    expect(islandProps(view)).toHaveProperty('kindNames', [
      ['Podcasts', kinds.podcasts],
      ['Shop', kinds.shop],
      ['Other pages', kinds.otherPages],
      ['Religious Services', kinds.religiousServices],
      ['Questions and answers', kinds.questions],
      ['Quran', kinds.quran],
      ['Books', kinds.books],
      ['Courses', kinds.courses],
      ['Products', kinds.products],
    ]);
    expect(kinds.quran).toBe('قرآن');
  }, PAGE_TEST_TIMEOUT);

  it("keeps the words an editor wrote, in whatever language the page's translation gives them", () => {
    const view = showInUrdu(searchResultsExamples.worded);
    expect(within(view).getByRole('searchbox', { name: searchResultsExamples.worded.label })).toBeTruthy();
    expect(within(view).getByRole('heading', { level: 2, name: searchResultsExamples.worded.sectionsHeading })).toBeTruthy();
  }, PAGE_TEST_TIMEOUT);
});
