import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../../src/app/page/pageSchema';
import type { SiteSettings } from '../../../src/schema/site';
import { OFFLINE_PATH } from './offline';

/**
 * The pages a search engine is offered: not those the content marks unlisted (the owner's pages;
 * nothing on them is secret, but they are no content to find), nor the not-found page and the page
 * the service worker shows offline, which stand in for pages that cannot be shown.
 */
function listedPaths(pages: readonly Page[]): string[] {
  return pages.filter((page) => page.listed && page.path !== '*' && page.path !== OFFLINE_PATH).map((page) => page.path);
}

/** sitemap.xml with every route a visitor would look for, and robots.txt pointing to it. Returns the number of URLs. */
export function writeSitemap(outDir: string, site: SiteSettings, pages: readonly Page[], today: string): number {
  const publicPaths = listedPaths(pages);
  const urls = publicPaths.map((path) => `  <url><loc>${new URL(path, site.url).href}</loc><lastmod>${today}</lastmod></url>`);
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
  );
  return publicPaths.length;
}
