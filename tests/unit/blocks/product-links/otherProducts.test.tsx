import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductLinks } from '../../../../src/blocks/product-links/ProductLinks';
import { productLinksBlock } from '../../../../src/blocks/product-links/schema';
import { withValidationContext } from '../../../../src/schema/context';
import { testSite } from '../../support/site';
import { smallSiteContext } from '../../support/validationContext';
import { englishLocale } from '../../support/locale';

const page = { path: '/ring', title: 'Silver Rings', breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Silver Rings' }] };

describe('the links to the other product pages', () => {
  it('lead to every other product page, leaving out the current one', () => {
    const items = new Map(
      ['ring', 'stones', 'hirz'].map((id) => [id, { id, name: id.toUpperCase(), to: `/${id}`, image: { src: `/images/${id}.svg`, alt: '', width: 4, height: 3 }, summary: `About ${id}` }]),
    );
    const block = withValidationContext(smallSiteContext({ collections: new Map([['product-pages', items]]) }), () => productLinksBlock.parse({ type: 'product-links' }));
    expect(block.heading).toBe('Explore Our Other Products');
    const html = renderToString(<ProductLinks block={block} page={page} site={testSite()} firstView={false} locale={englishLocale} />);
    expect([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual(['/stones', '/hirz']);
  });
});
