import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { blogListExamples } from '../../../../src/blocks/blog-list/examples';
import { describeExamples } from '../../support/blockExamples';

describeExamples(blogListExamples, {
  default: (view, { label, heading }) => {
    // The blogs live in the browser's store: the page the build writes says they are loading.
    expect(within(view).getByText(label)).toBeTruthy();
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(within(view).getAllByRole('status').map((status) => status.textContent)).toContain('Loading blogs...');
    expect(within(view).queryAllByRole('article')).toEqual([]);
  },
});
