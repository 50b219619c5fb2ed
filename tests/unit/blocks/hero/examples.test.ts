import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { heroExamples } from '../../../../src/blocks/hero/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';

/** The heading, the line under it and its eyebrow when written, every button in order, and the picture when given. */
function showsTheHero(view: HTMLElement, { eyebrow, heading, text, actions = [], image }: ExampleOf<'hero'>) {
  expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(heading);
  expect(within(view).getAllByRole('paragraph').map((line) => line.textContent)).toEqual(eyebrow ? [eyebrow, text] : [text]);
  expect(within(view).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(actions.map((action) => [action.label, action.to]));
  expect(within(view).queryAllByRole('img').map((picture) => picture.getAttribute('alt'))).toEqual(image ? [image.alt] : []);
}

describeExamples(heroExamples, {
  default: showsTheHero,
  oneAction: showsTheHero,
});
