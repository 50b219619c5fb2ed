import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../../src/app/page/pageSchema';
import type { SiteSettings } from '../../../src/schema/site';
import { OFFLINE_PATH } from './offline';

/** The most URLs one sitemap may list (sitemaps.org); a site with more is listed by a sitemap index. */
export const SITEMAP_LIMIT = 50_000;

/**
 * The pages a search engine is offered: not those the content marks unlisted (the owner's pages;
 * nothing on them is secret, but they are no content to find), nor the not-found page and the page
 * the service worker shows offline, which stand in for pages that cannot be shown.
 */
function listedPaths(pages: readonly Page[]): string[] {
  return pages.filter((page) => page.listed && page.path !== '*' && page.path !== OFFLINE_PATH).map((page) => page.path);
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const entries = (tag: 'url' | 'sitemap', urls: readonly string[], today: string) =>
  urls.map((url) => `  <${tag}><loc>${url}</loc><lastmod>${today}</lastmod></${tag}>`).join('\n');

/**
 * sitemap.xml with every route a visitor would look for, and robots.txt pointing to it. Past
 * `limit` URLs (the 6,236 ayat and the rest are far below it), sitemap.xml is an index of
 * sitemap-1.xml, sitemap-2.xml... each listing `limit` at most. Returns the number of URLs.
 */
export function writeSitemap(outDir: string, site: SiteSettings, pages: readonly Page[], today: string, limit = SITEMAP_LIMIT): number {
  const urls = listedPaths(pages).map((path) => new URL(path, site.url).href);
  const write = (file: string, root: 'urlset' | 'sitemapindex', body: string) =>
    writeFileSync(join(outDir, file), `${XML}\n<${root} ${NAMESPACE}>\n${body}\n</${root}>\n`);
  if (urls.length <= limit) {
    write('sitemap.xml', 'urlset', entries('url', urls, today));
  } else {
    const parts = Array.from({ length: Math.ceil(urls.length / limit) }, (_, index) => urls.slice(index * limit, (index + 1) * limit));
    parts.forEach((part, index) => write(`sitemap-${index + 1}.xml`, 'urlset', entries('url', part, today)));
    write('sitemap.xml', 'sitemapindex', entries('sitemap', parts.map((_, index) => new URL(`/sitemap-${index + 1}.xml`, site.url).href), today));
  }
  writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`);
  return urls.length;
}
