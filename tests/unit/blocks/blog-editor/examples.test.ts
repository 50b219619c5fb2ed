import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { blogEditorExamples } from '../../../../src/blocks/blog-editor/examples';
import { describeExamples } from '../../support/blockExamples';

describeExamples(blogEditorExamples, {
  default: (view, { author }) => {
    // Nothing of the editor before the store says who is signed in.
    expect(within(view).getByRole('status').textContent).toBe('Checking sign-in...');
    expect(view.textContent).toContain(`New blogs are published under the name ${author}.`);
    expect(within(view).queryByRole('textbox')).toBeNull();
  },
});
