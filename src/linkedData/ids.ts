import type { SiteSettings } from '../schema/site';

type SiteAddress = Pick<SiteSettings, 'url'>;

/** A path of the site as the absolute address search engines and link previews need. */
export function absoluteUrl(path: string, site: SiteAddress): string {
  return new URL(path, site.url).href;
}

/**
 * Stable node ids: the same thing has the same @id on every page that mentions it (a product on
 * the shop and on its own page), so the graphs of the site join up.
 */
export const linkedIds = {
  organization: (site: SiteAddress) => `${absoluteUrl('/', site)}#organization`,
  website: (site: SiteAddress) => `${absoluteUrl('/', site)}#website`,
  webPage: (pageUrl: string) => `${pageUrl}#webpage`,
  breadcrumb: (pageUrl: string) => `${pageUrl}#breadcrumb`,
  course: (pageUrl: string) => `${pageUrl}#course`,
  /** A product page: the kind of goods it presents. */
  product: (pageUrl: string) => `${pageUrl}#product`,
  /** One item the shop sells, wherever a shop block shows it. */
  shopItem: (site: SiteAddress, id: string) => `${absoluteUrl('/', site)}#product-${id}`,
  faq: (pageUrl: string) => `${pageUrl}#faq`,
  video: (pageUrl: string, id: string) => `${pageUrl}#video-${id}`,
  article: (blogUrl: string, id: string) => `${blogUrl}#blog-${id}`,
};
