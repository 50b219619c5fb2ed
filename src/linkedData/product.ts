import type { Product } from 'schema-dts';
import type { NodeOf } from './graph';
import type { ImageData } from '../schema/primitives';
import type { SiteSettings } from '../schema/site';
import { absoluteUrl, linkedIds } from './ids';

interface ProductFacts {
  /** The node's stable id (linkedIds). */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly image: ImageData;
  /** The product's information page. */
  readonly page: string;
  /** Whole Pakistani rupees, ordered through WhatsApp. */
  readonly price: number;
}

export function productNode(product: ProductFacts, site: SiteSettings): NodeOf<Product> {
  const url = absoluteUrl(product.page, site);
  return {
    '@type': 'Product',
    '@id': product.id,
    url,
    name: product.name,
    description: product.description,
    image: absoluteUrl(product.image.src, site),
    brand: { '@id': linkedIds.organization(site) },
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'PKR',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@id': linkedIds.organization(site) },
    },
  };
}
