import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { blogManagerExamples } from '../../../../src/blocks/blog-manager/examples';
import { describeExamples } from '../../support/blockExamples';

describeExamples(blogManagerExamples, {
  default: (view) => {
    // Nothing of the owner's list before the store says who is signed in.
    expect(within(view).getByRole('status').textContent).toBe('Checking sign-in...');
    expect(within(view).queryByRole('button')).toBeNull();
    expect(within(view).queryByRole('link')).toBeNull();
  },
});
