import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { cardsExamples } from '../../../../src/blocks/cards/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';

/** Every card in order, titled one level under the block's heading, with its picture and button only where written. */
function showsTheCards(view: HTMLElement, { heading, intro, items }: ExampleOf<'cards'>) {
  const titleLevel = heading ? 3 : 2;
  if (heading) expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  if (intro) expect(within(view).getByText(intro)).toBeTruthy();
  const cards = within(view).getAllByRole('article');
  expect(cards).toHaveLength(items.length);
  items.forEach((item, index) => {
    const card = cards[index]!;
    expect(within(card).getByRole('heading', { level: titleLevel }).textContent).toBe(item.title);
    expect(within(card).getByText(item.text)).toBeTruthy();
    if (item.action) expectLink(card, `${item.action.label}: ${item.title}`, item.action.to);
    else expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(item.image ? [item.image.alt] : []);
  });
}

describeExamples(cardsExamples, {
  default: showsTheCards,
  textOnly: showsTheCards,
});
