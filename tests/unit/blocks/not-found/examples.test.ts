import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { notFoundExamples } from '../../../../src/blocks/not-found/examples';
import { describeExamples } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';

describeExamples(notFoundExamples, {
  default: (view, { heading, text, linkLabel, to }) => {
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(within(view).getByText(text)).toBeTruthy();
    expectLink(view, linkLabel, to);
  },
});
