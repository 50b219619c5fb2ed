import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../../src/app/page/pageSchema';
import type { SiteSettings } from '../../../src/schema/site';

/**
 * The owner's pages are no content to offer a search engine (nothing on them is secret either),
 * nor is the page the service worker shows offline.
 */
const UNLISTED_PATHS = ['/write', '/manage-blogs', '/login', '/offline'];

/** sitemap.xml with every route a visitor would look for, and robots.txt pointing to it. Returns the number of URLs. */
export function writeSitemap(outDir: string, site: SiteSettings, pages: readonly Page[], today: string): number {
  const publicPaths = pages.filter((page) => page.path !== '*' && !UNLISTED_PATHS.includes(page.path)).map((page) => page.path);
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
