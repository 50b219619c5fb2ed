import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { mediaTextExamples } from '../../../../src/blocks/media-text/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';

/**
 * Each item with its picture, its text and its button where written, titled one level under the
 * block's heading. Several items' buttons name their item to a screen reader; one item's does not need to.
 */
function showsTheItems(view: HTMLElement, { heading, intro, items }: ExampleOf<'media-text'>) {
  if (heading) expect(within(view).getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual([heading]);
  if (intro) expect(within(view).getByText(intro)).toBeTruthy();
  const articles = within(view).getAllByRole('article');
  expect(articles).toHaveLength(items.length);
  items.forEach((item, index) => {
    const article = articles[index]!;
    expect(within(article).getByRole('heading', { level: heading ? 3 : 2 }).textContent).toBe(item.title);
    expect(within(article).getByText(item.markdown as string)).toBeTruthy();
    expect(within(article).getByRole('img').getAttribute('alt')).toBe(item.image.alt);
    if (item.action) expectLink(article, items.length > 1 ? `${item.action.label}: ${item.title}` : item.action.label, item.action.to);
    else expect(within(article).queryByRole('link')).toBeNull();
  });
}

describeExamples(mediaTextExamples, {
  default: showsTheItems,
  headedTextFirst: showsTheItems,
});
