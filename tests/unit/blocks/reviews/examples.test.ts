import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { reviewsExamples } from '../../../../src/blocks/reviews/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { contentFile } from '../../support/realSite';

/** Each quote with its name, and its role where it has one: written in the block, or named by id from content/reviews.yaml. */
function showsTheQuotes(view: HTMLElement, { heading, intro, items: written }: ExampleOf<'reviews'>) {
  const stored = contentFile('reviews');
  const items = written === 'all' ? stored : written.map((item) => (typeof item === 'string' ? stored.find((review) => review.id === item)! : item));
  expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  if (intro) expect(within(view).getByText(intro)).toBeTruthy();
  const quotes = within(view).getAllByRole('figure');
  expect(quotes).toHaveLength(items.length);
  items.forEach((review, index) => {
    const quote = quotes[index]!;
    expect(within(quote).getByText(review.quote)).toBeTruthy();
    expect(within(quote).getByText(review.name)).toBeTruthy();
    if (review.role) expect(within(quote).getByText(review.role)).toBeTruthy();
  });
}

describeExamples(reviewsExamples, {
  default: showsTheQuotes,
  fromContent: showsTheQuotes,
});
