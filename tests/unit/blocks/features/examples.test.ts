import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { featuresExamples } from '../../../../src/blocks/features/examples';
import { describeExamples } from '../../support/blockExamples';
import { itemsOfFirstList } from '../../support/pageQueries';

describeExamples(featuresExamples, {
  default: (view, { heading, items }) => {
    expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const tiles = itemsOfFirstList(view);
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual(items.map((item) => item.title));
    items.forEach((item, index) => expect(within(tiles[index]!).getByText(item.text)).toBeTruthy());
  },
});
