import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { productLinksExamples } from '../../../../src/blocks/product-links/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink, itemsOfFirstList } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';

/**
 * A link to each product page the example picks from content/product-pages.yaml (all of them unless
 * it names some), with its summary; the page this block stands on is none of them.
 */
function showsTheLinks(view: HTMLElement, { heading = 'Explore Our Other Products', items: picked = 'all' }: ExampleOf<'product-links'>) {
  const all = contentFile('product-pages');
  const pages = picked === 'all' ? all : picked.map((id) => all.find((page) => page.id === id)!);
  expect(within(view).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  const items = itemsOfFirstList(view);
  expect(items).toHaveLength(pages.length);
  pages.forEach((page, index) => {
    expectLink(items[index]!, page.name, page.to);
    expect(within(items[index]!).getByText(page.summary)).toBeTruthy();
  });
}

describeExamples(productLinksExamples, {
  default: showsTheLinks,
  chosenPages: showsTheLinks,
});
