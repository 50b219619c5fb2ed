import type { BreadcrumbList, WebPage } from 'schema-dts';
import type { NodeOf } from './graph';
import type { Breadcrumb } from '../schema/breadcrumb';
import type { SiteSettings } from '../schema/site';
import { absoluteUrl, linkedIds } from './ids';

interface PageFacts {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly breadcrumbs?: readonly Breadcrumb[] | undefined;
  /** The page's link preview picture, absolute. */
  readonly image?: string | undefined;
}

/** `language`: the code of the language the page is written in. */
export function webPageNode(page: PageFacts, site: SiteSettings, language: string): NodeOf<WebPage> {
  const url = absoluteUrl(page.path, site);
  return {
    '@type': 'WebPage',
    '@id': linkedIds.webPage(url),
    url,
    name: page.title,
    description: page.description,
    inLanguage: language,
    isPartOf: { '@id': linkedIds.website(site) },
    ...(page.image ? { primaryImageOfPage: { '@type': 'ImageObject', url: page.image } } : {}),
    ...(page.breadcrumbs ? { breadcrumb: { '@id': linkedIds.breadcrumb(url) } } : {}),
  };
}

/**
 * The trail the page shows, each crumb a position with its name and (all but the page itself) its
 * address. A crumb in between that is a heading with no page of its own ("eLibrary") is left out:
 * a search engine's trail is made of pages.
 */
export function breadcrumbNode(path: string, trail: readonly Breadcrumb[], site: SiteSettings): NodeOf<BreadcrumbList> {
  const pages = trail.filter((crumb, index) => crumb.to || index === trail.length - 1);
  return {
    '@type': 'BreadcrumbList',
    '@id': linkedIds.breadcrumb(absoluteUrl(path, site)),
    itemListElement: pages.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.to ? { item: absoluteUrl(crumb.to, site) } : {}),
    })),
  };
}
