import type { LinkedNode } from '../../linkedData/graph';
import { linkedIds } from '../../linkedData/ids';
import { productNode } from '../../linkedData/product';
import type { SiteSettings } from '../../schema/site';
import type { ShopBlock } from './schema';

/** Every product the shop sells, with its price in rupees, known by the same id on every page that shows it. */
export function shopLinkedData({ block, site }: { block: ShopBlock; site: SiteSettings }): LinkedNode[] {
  return block.products.map((product) =>
    productNode({ id: linkedIds.shopItem(site, product.id), name: product.name, description: product.description, image: product.image, page: product.to, price: product.price }, site),
  );
}
