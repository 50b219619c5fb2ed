import type { Page } from '../schema/page';
import type { SiteSettings } from '../schema/site';

/** The home page carries the site's default title; every other page "Page | Site". */
export function documentTitle(page: Pick<Page, 'path' | 'title'>, site: SiteSettings): string {
  return page.path === '/' ? site.title : `${page.title} | ${site.name}`;
}

export function pageDescription(page: Pick<Page, 'description'>, site: SiteSettings): string {
  return page.description ?? site.description;
}

export function canonicalUrl(path: string, site: SiteSettings): string {
  return new URL(path === '*' ? '/404' : path, site.url).href;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags of a prerendered page: title, description, keywords, canonical URL and social preview. */
export function headTags(page: Page, site: SiteSettings): string {
  const title = documentTitle(page, site);
  const description = pageDescription(page, site);
  const url = canonicalUrl(page.path, site);
  const image = new URL('/images/og.svg', site.url).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  return [
    `<title>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'keywords', site.keywords.join(', ')),
    // The not-found page is served with HTTP status 404, which keeps it out of search results by itself.
    ...(page.path === '*' ? [] : [`<link rel="canonical" href="${escapeAttribute(url)}">`]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}
