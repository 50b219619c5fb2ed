import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { stepsExamples } from '../../../../src/blocks/steps/examples';
import { describeExamples } from '../../support/blockExamples';
import { itemsOfFirstList } from '../../support/pageQueries';

describeExamples(stepsExamples, {
  default: (view, { heading, steps }) => {
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const items = itemsOfFirstList(view);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(steps.map((step) => step.title));
    steps.forEach((step, index) => expect(within(items[index]!).getByText(step.text)).toBeTruthy());
  },
});
