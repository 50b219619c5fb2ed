import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../../src/app/page/pageSchema';
import type { SiteSettings } from '../../../src/schema/site';
import { OFFLINE_PATH } from './offline';
import { localizedPath } from '../../../src/i18n/locale';
import { defaultLanguagePath } from '../../../src/i18n/pageLocale';

/** The most URLs one sitemap may list (sitemaps.org); a site with more is listed by a sitemap index. */
export const SITEMAP_LIMIT = 50_000;

/**
 * The pages a search engine is offered: not those the content marks unlisted (the owner's pages;
 * nothing on them is secret, but they are no content to find), nor the not-found page and the page
 * the service worker shows offline, which stand in for pages that cannot be shown.
 */
function listedPaths(pages: readonly Page[], prefix: string): string[] {
  return pages.filter((page) => page.listed && page.path !== '*' && defaultLanguagePath(page.path, prefix) !== OFFLINE_PATH).map((page) => page.path);
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** A page's address, with its versions in every language (each naming the others) where it has more than one. */
interface SitemapUrl {
  readonly url: string;
  readonly versions: readonly { readonly language: string; readonly url: string }[];
}

const versionLinks = ({ versions }: SitemapUrl) =>
  versions.length < 2 ? '' : versions.map((version) => `<xhtml:link rel="alternate" hreflang="${version.language}" href="${version.url}"/>`).join('');

const entries = (tag: 'url' | 'sitemap', urls: readonly SitemapUrl[], today: string) =>
  urls.map((entry) => `  <${tag}><loc>${entry.url}</loc><lastmod>${today}</lastmod>${versionLinks(entry)}</${tag}>`).join('\n');

/** One language's pages, under its prefix ("" for the default language). */
export interface SitemapLanguage {
  readonly code: string;
  readonly prefix: string;
  readonly pages: readonly Page[];
}

/**
 * sitemap.xml with every route a visitor would look for in every language (each page with its
 * versions in the others, as search engines read hreflang from a sitemap), and robots.txt pointing to it. Past
 * `limit` URLs (the 6,236 ayat and the rest are far below it), sitemap.xml is an index of
 * sitemap-1.xml, sitemap-2.xml... each listing `limit` at most. Returns the number of URLs.
 */
export function writeSitemap(outDir: string, site: SiteSettings, languages: readonly SitemapLanguage[], today: string, limit = SITEMAP_LIMIT): number {
  const address = (path: string) => new URL(path, site.url).href;
  const listed = languages.map((language) => ({ ...language, paths: new Set(listedPaths(language.pages, language.prefix)) }));
  const versionsOf = (path: string) =>
    listed
      .map((language) => ({ language: language.code, path: language.prefix ? localizedPath(path, language.prefix) : path }))
      .filter((version) => listed.find((language) => language.code === version.language)!.paths.has(version.path))
      .map((version) => ({ language: version.language, url: address(version.path) }));
  const urls: SitemapUrl[] = listed.flatMap((language) =>
    [...language.paths].map((path) => ({ url: address(path), versions: versionsOf(defaultLanguagePath(path, language.prefix)) })),
  );
  const write = (file: string, root: 'urlset' | 'sitemapindex', body: string) =>
    writeFileSync(join(outDir, file), `${XML}\n<${root} ${NAMESPACE}>\n${body}\n</${root}>\n`);
  if (urls.length <= limit) {
    write('sitemap.xml', 'urlset', entries('url', urls, today));
  } else {
    const parts = Array.from({ length: Math.ceil(urls.length / limit) }, (_, index) => urls.slice(index * limit, (index + 1) * limit));
    parts.forEach((part, index) => write(`sitemap-${index + 1}.xml`, 'urlset', entries('url', part, today)));
    write('sitemap.xml', 'sitemapindex', entries('sitemap', parts.map((_, index) => ({ url: address(`/sitemap-${index + 1}.xml`), versions: [] })), today));
  }
  writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`);
  return urls.length;
}
