import { serializeGraph, type LinkedGraph } from '../../linkedData/graph';
import type { Page } from '../page/pageSchema';
import type { SiteSettings } from '../../schema/site';
import { openGraphLocale, type Locale } from '../../i18n/locale';
import type { Alternate } from '../../i18n/pageLocale';

/** A page's link preview picture: an absolute address, its size in pixels and what it shows. */
export interface LinkPreview {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** The home page carries the site's default title; every other page "Page | Site". */
function documentTitle(page: Pick<Page, 'path' | 'title'>, site: SiteSettings): string {
  return page.path === '/' ? site.title : `${page.title} | ${site.name}`;
}

export function pageDescription(page: Pick<Page, 'description'>, site: SiteSettings): string {
  return page.description ?? site.description;
}

function canonicalUrl(path: string, site: SiteSettings): string {
  return new URL(path === '*' ? '/404' : path, site.url).href;
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's versions in the other languages, for search engines (hreflang) and link previews
 * (og:locale:alternate): every version names every other and itself, with x-default the default
 * language's. Only a page that is in more than one language has them.
 */
function languageLinks(page: Page, site: SiteSettings, locale: Pick<Locale, 'code'> | undefined, versions: readonly Alternate[]): string[] {
  if (page.path === '*' || versions.length < 2) return [];
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(canonicalUrl(href, site))}">`;
  return [
    ...versions.map((version) => link(version.locale.code, version.href)),
    link('x-default', versions[0]!.href),
    ...versions
      .filter((version) => version.locale.code !== locale?.code)
      .map((version) => `<meta property="og:locale:alternate" content="${openGraphLocale(version.locale)}">`),
  ];
}

/**
 * The head tags of a prerendered page: title, description, keywords, canonical URL, the link
 * preview for social sites and chat apps, and the page's structured data (JSON-LD, which is data:
 * no script runs).
 */
export function headTags(
  page: Page,
  site: SiteSettings,
  extras: { preview?: LinkPreview | undefined; linkedData: LinkedGraph; locale?: Pick<Locale, 'code' | 'intl'> | undefined; versions?: readonly Alternate[] | undefined },
): string {
  const title = documentTitle(page, site);
  const description = pageDescription(page, site);
  const url = canonicalUrl(page.path, site);
  const { preview } = extras;
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
    ...(extras.locale ? [meta('property', 'og:locale', openGraphLocale(extras.locale))] : []),
    ...languageLinks(page, site, extras.locale, extras.versions ?? []),
    ...(preview
      ? [
          meta('property', 'og:image', preview.url),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(preview.width)),
          meta('property', 'og:image:height', String(preview.height)),
          meta('property', 'og:image:alt', preview.alt),
          meta('name', 'twitter:image', preview.url),
          meta('name', 'twitter:image:alt', preview.alt),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${serializeGraph(extras.linkedData)}</script>`,
  ].join('\n    ');
}
