import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { pageHeaderExamples } from '../../../../src/blocks/page-header/examples';
import { describeExamples, EXAMPLE_PAGE } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';

describeExamples(pageHeaderExamples, {
  default: (view, { title, subtitle }) => {
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(within(view).getByText(subtitle)).toBeTruthy();
    expectLink(view, 'Home', '/');
  },

  routeTitle: (view) => {
    // The page's own title, and its breadcrumbs, with nothing written under the heading.
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(EXAMPLE_PAGE.title);
    expect(within(view).queryByRole('paragraph')).toBeNull();
    expectLink(view, 'Home', '/');
  },
});
