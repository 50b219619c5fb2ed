import { definitionOf, type Block } from '../../blocks/definitions';
import type { BlockProps } from '../../blocks/define';
import { courseNode } from '../../linkedData/course';
import { linkedGraph, type LinkedGraph, type LinkedNode } from '../../linkedData/graph';
import { absoluteUrl, linkedIds } from '../../linkedData/ids';
import { breadcrumbNode, webPageNode } from '../../linkedData/page';
import { productNode } from '../../linkedData/product';
import { organizationNode, websiteNode } from '../../linkedData/site';
import type { Collections } from '../../schema/collections';
import type { Page } from '../page/pageSchema';
import type { SiteSettings } from '../../schema/site';
import { pageDescription } from './head';
import { en } from '../../i18n/messages/en';
import { pageLocale, type LanguageVersion, type PageLocale } from '../../i18n/pageLocale';

/** What a page's structured data is drawn from besides the page: the site settings and the collections. */
export interface PageContent {
  readonly site: SiteSettings;
  readonly collections: Collections;
  /** The language the pages are drawn in; the default language, in English, when not given. */
  readonly locale?: PageLocale | undefined;
  /** Every language the site is in, with its pages, for the links between a page's versions. */
  readonly languages?: readonly LanguageVersion[] | undefined;
}

/** The language of pages drawn from `content`. */
export function pageLocaleOf(content: Pick<PageContent, 'site' | 'locale'>): PageLocale {
  return content.locale ?? pageLocale(content.site.locales[0]!, '', en);
}

/** A page that presents one course or one product: the course card or product page that links to it. */
function subjectOf(page: Page, { site, collections, locale }: PageContent): LinkedNode[] {
  const url = absoluteUrl(page.path, site);
  const description = pageDescription(page, site);
  const course = collections.courses.find((item) => item.to === page.path);
  if (course) return [courseNode(course, description, site, pageLocaleOf({ site, locale }).code)];
  const productPage = collections['product-pages'].find((item) => item.to === page.path);
  // Only what the shop sells has a price to offer; a product page without one carries no Product.
  const sold = collections.products.find((item) => item.to === page.path);
  if (productPage && sold) {
    return [productNode({ id: linkedIds.product(url), name: productPage.name, description, image: productPage.image, page: page.path, price: sold.price }, site)];
  }
  return [];
}

/**
 * The page's structured data as one graph: the academy, the site, the page and its breadcrumbs,
 * what the page presents, and what its blocks contribute. All of it comes from the content the
 * page renders.
 */
export function pageLinkedData(page: Page, content: PageContent, blocks: readonly BlockProps<never>[], image?: string): LinkedGraph {
  const { site } = content;
  const blockNodes = blocks.flatMap((placed) => {
    // Each definition takes its own block type; the union of all definitions cannot say so.
    const contribute = definitionOf((placed.block as Block).type).linkedData as ((placed: BlockProps<never>) => readonly LinkedNode[]) | undefined;
    return contribute?.(placed) ?? [];
  });
  return linkedGraph([
    organizationNode(site),
    websiteNode(site),
    webPageNode({ path: page.path, title: page.title, description: pageDescription(page, site), breadcrumbs: page.breadcrumbs, image }, site, pageLocaleOf(content).code),
    ...(page.breadcrumbs ? [breadcrumbNode(page.path, page.breadcrumbs, site)] : []),
    ...subjectOf(page, content),
    ...blockNodes,
  ]);
}
