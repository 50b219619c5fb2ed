import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { ctaExamples } from '../../../../src/blocks/cta/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';

/** The heading, the line of text where written, and every button in order; one that leaves the site opens a tab of its own. */
function showsTheBand(view: HTMLElement, { heading, text, actions }: ExampleOf<'cta'>) {
  expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  expect(within(view).queryAllByRole('paragraph').map((line) => line.textContent)).toEqual(text ? [text] : []);
  expect(within(view).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual(
    actions.map((action) => [action.label, action.to, action.to.startsWith('https://') ? '_blank' : null]),
  );
}

describeExamples(ctaExamples, {
  default: showsTheBand,
  threeActions: showsTheBand,
});
