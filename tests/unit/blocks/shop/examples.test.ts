import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { shopExamples } from '../../../../src/blocks/shop/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { chatMessage, expectLink } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

/** The shop's prices are whole rupees, written "100 Pkr". */
const rupees = (amount: number) => `${amount} Pkr`;

/** The products the example picks from content/products.yaml (all of them, in the file's order, unless it names some), each as a card. */
function showsTheProducts(view: HTMLElement, { heading, products: picked = 'all' }: ExampleOf<'shop'>) {
  const all = contentFile('products');
  const products = picked === 'all' ? all : picked.map((id) => all.find((product) => product.id === id)!);
  if (heading) expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  const cards = within(view).getAllByRole('article');
  expect(cards).toHaveLength(products.length);
  products.forEach((product, index) => {
    const card = cards[index]!;
    expect(within(card).getByRole('heading', { level: heading ? 3 : 2 }).textContent).toBe(product.name);
    expect(within(card).getByText(product.description)).toBeTruthy();
    expect(within(card).getByText(rupees(product.price))).toBeTruthy();
    expect(within(card).getByRole('img').getAttribute('alt')).toBe(product.image.alt);
    expect(within(card).getByRole('button', { name: `Add to Cart: ${product.name}` })).toBeTruthy();
    expectLink(card, `About this product: ${product.name}`, product.to);
    const buyNow = within(card).getByRole('link', { name: `Buy now: ${product.name} (opens WhatsApp)` });
    expect(chatMessage(buyNow.getAttribute('href'))).toContain(`${product.name} - ${rupees(product.price)} x 1 = ${rupees(product.price)}`);
  });
}

describeExamples(shopExamples, {
  default: showsTheProducts,
  chosenProducts: showsTheProducts,
});
