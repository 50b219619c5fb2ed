import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMIT, writeSitemap } from '../../../../scripts/engine/prerender/sitemap';
import type { Page } from '../../../../src/app/page/pageSchema';
import type { SiteSettings } from '../../../../src/schema/site';
import { realSite } from '../../support/realSite';
import { tempFolders } from '../../support/tempFolders';

/*
 * sitemap.xml as the build writes it: one list while the site fits in one (the site's 6,400 pages
 * are far from the 50,000 a sitemap may list), a sitemap index over several lists past that.
 */

const outFolder = tempFolders('sitemap-split-');
const site = { url: 'https://academy.test' } as SiteSettings;
const page = (path: string): Page => ({ path, title: path, listed: true, blocks: [] });
/** One language's pages: English at the root. */
const english = (pages: Page[]) => [{ code: 'en', prefix: '', pages }];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  it('lists every page in one file while they fit, each with the day of the build', () => {
    const outDir = outFolder();
    expect(writeSitemap(outDir, site, english(['/', '/a', '/b'].map(page)), '2025-01-15', 3)).toBe(3);
    expect(readdirSync(outDir).sort()).toEqual(['robots.txt', 'sitemap.xml']);
    const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/);
    expect(xml).toContain('  <url><loc>https://academy.test/a</loc><lastmod>2025-01-15</lastmod></url>\n');
    expect(locs(xml)).toEqual(['https://academy.test/', 'https://academy.test/a', 'https://academy.test/b']);
  });

  it('becomes an index of lists of at most the limit each, past it; robots.txt still points to sitemap.xml', () => {
    const outDir = outFolder();
    expect(writeSitemap(outDir, site, english(['/', '/a', '/b', '/c', '/d'].map(page)), '2025-01-15', 2)).toBe(5);
    expect(readdirSync(outDir).sort()).toEqual(['robots.txt', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    const index = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(index).toContain('  <sitemap><loc>https://academy.test/sitemap-1.xml</loc><lastmod>2025-01-15</lastmod></sitemap>\n');
    expect(locs(index)).toEqual([1, 2, 3].map((part) => `https://academy.test/sitemap-${part}.xml`));
    const parts = [1, 2, 3].map((part) => locs(readFileSync(join(outDir, `sitemap-${part}.xml`), 'utf8')));
    expect(parts).toEqual([['https://academy.test/', 'https://academy.test/a'], ['https://academy.test/b', 'https://academy.test/c'], ['https://academy.test/d']]);
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://academy.test/sitemap.xml');
  });

  it("of this site is one list, its ayat's pages among its pages", () => {
    const outDir = outFolder();
    const count = writeSitemap(outDir, realSite().site, english(realSite().routes), '2025-01-15');
    expect(count).toBeLessThanOrEqual(SITEMAP_LIMIT);
    const paths = locs(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).map((url) => new URL(url!).pathname);
    expect(paths.filter((path) => /^\/read-quran\/\d+\/\d+$/.test(path))).toHaveLength(6236);
    expect(paths).toContain('/read-quran/2/255');
  });

  it('lists each language\'s pages, a translated page with its versions in every language, each naming the others', () => {
    const outDir = outFolder();
    const count = writeSitemap(outDir, site, [...english(['/', '/a', '/b'].map(page)), { code: 'ur', prefix: '/ur', pages: ['/', '/a'].map(page).map((entry) => ({ ...entry, path: entry.path === '/' ? '/ur/' : `/ur${entry.path}` })) }], '2025-01-15');
    expect(count).toBe(5);
    const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const pair = '<xhtml:link rel="alternate" hreflang="en" href="https://academy.test/a"/><xhtml:link rel="alternate" hreflang="ur" href="https://academy.test/ur/a"/>';
    expect(xml).toContain(`<url><loc>https://academy.test/a</loc><lastmod>2025-01-15</lastmod>${pair}</url>`);
    expect(xml).toContain(`<url><loc>https://academy.test/ur/a</loc><lastmod>2025-01-15</lastmod>${pair}</url>`);
    // A page in one language only names no versions.
    expect(xml).toContain('<url><loc>https://academy.test/b</loc><lastmod>2025-01-15</lastmod></url>');
  });
});
