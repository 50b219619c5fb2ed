import { describe, expect, it } from 'vitest';
import { reviewsBlock } from '../../../../src/blocks/reviews/schema';
import { withValidationContext } from '../../../../src/schema/context';
import { smallSiteContext } from '../../support/validationContext';

describe('the reviews block', () => {
  const reviews = new Map([['ring-1', { id: 'ring-1', quote: 'Lovely ring.', name: 'Asad' }]]);

  it('takes quotes from content/reviews.yaml by id', () => {
    const block = withValidationContext(smallSiteContext({ collections: new Map([['reviews', reviews]]) }), () =>
      reviewsBlock.parse({ type: 'reviews', heading: 'What Our Customers Say', items: ['ring-1'] }),
    );
    expect(block.items).toEqual([{ id: 'ring-1', quote: 'Lovely ring.', name: 'Asad' }]);
  });

  it('names an unknown id', () => {
    const result = withValidationContext(smallSiteContext({ collections: new Map([['reviews', reviews]]) }), () =>
      reviewsBlock.safeParse({ type: 'reviews', heading: 'Reviews', items: ['ring-2'] }),
    );
    expect(JSON.stringify(result.error?.issues)).toContain('no item \\"ring-2\\" in collection \\"reviews\\"');
  });
});
