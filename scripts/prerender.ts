/**
 * Writes a static HTML file for every route (and alias) from the SSR build: the page's content,
 * its head tags, its styles, and module preloads for its own chunk, so it shows without JavaScript
 * and hydrates without waiting. Then sitemap.xml, robots.txt and 404.html.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderDocument } from '../src/app/document';
import type { RouteEntry } from '../src/app/routeTypes';
import { CLIENT_ENTRY } from '../src/content/devDocument';
import { loadSite } from '../src/content/loadSite';
import { hostingConfig } from '../src/hosting/configFromSite';
import { headerRules, renderHeadersFile } from '../src/hosting/headersFile';
import { securityHeaders } from '../src/hosting/securityHeaders';
import type { SiteSettings } from '../src/schema/site';
import type { Page } from '../src/schema/page';
import { collectChunk, findKey, readManifest, siteStylesheets, type Manifest } from './lib/manifest';
import { outDir, ssrOutDir } from './lib/paths';

interface ServerEntry {
  render: (url: string) => Promise<{ appHtml: string; head: string; page: Page }>;
  routes: RouteEntry[];
  site: SiteSettings;
}

const server = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry;
const manifest = readManifest(outDir);
const entry = collectChunk(manifest, CLIENT_ENTRY);

/** The page's own chunk and the chunks and styles of the blocks it shows. */
function pageAssets(manifest: Manifest, route: RouteEntry, page: Page) {
  const keys = [findKey(manifest, (key) => key.endsWith(`virtual:page/${route.id}`))];
  for (const type of new Set(page.blocks.map((block) => block.type))) {
    keys.push(findKey(manifest, (key) => key.startsWith(`src/blocks/${type}/`) && !!manifest[key]?.isDynamicEntry));
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of keys) {
    if (!key) continue;
    const chunk = collectChunk(manifest, key);
    chunk.scripts.forEach((script) => scripts.add(script));
    chunk.styles.forEach((style) => styles.add(style));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function fileFor(path: string): string {
  if (path === '*') return join(outDir, '404.html');
  if (path === '/') return join(outDir, 'index.html');
  return join(outDir, path.slice(1), 'index.html');
}

let written = 0;
for (const route of server.routes) {
  // The not-found page is served for every unknown path; its aliases (/404) need no file of their own.
  const paths = route.path === '*' ? ['*'] : [route.path, ...route.aliases];
  for (const path of paths) {
    const { appHtml, head, page } = await server.render(path === '*' ? '/404' : path);
    const assets = pageAssets(manifest, route, page);
    const html = renderDocument({
      language: server.site.language,
      head,
      appHtml,
      stylesheets: [...new Set([...siteStylesheets(manifest), ...entry.styles, ...assets.styles])],
      modulePreloads: [...new Set([...entry.scripts, ...assets.scripts])].filter((script) => script !== entry.scripts[0]),
      scripts: entry.scripts.slice(0, 1),
    });
    const file = fileFor(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written++;
  }
}

const publicPaths = server.routes.filter((route) => route.path !== '*' && route.path !== '/write' && route.path !== '/login');
const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${publicPaths.map((route) => `  <url><loc>${new URL(route.path, server.site.url).href}</loc><lastmod>${today}</lastmod></url>`).join('\n')}
</urlset>
`;
writeFileSync(join(outDir, 'sitemap.xml'), sitemap);
writeFileSync(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /write\nDisallow: /login\n\nSitemap: ${new URL('/sitemap.xml', server.site.url).href}\n`,
);
// The headers of this build's configuration, for static hosts that read _headers and for npm start.
const content = loadSite(process.cwd());
if (!content.data) throw new Error('The content has errors: run npm run validate');
writeFileSync(join(outDir, '_headers'), renderHeadersFile(headerRules(securityHeaders(hostingConfig(process.cwd(), content.data)))));
rmSync(ssrOutDir, { recursive: true, force: true });
console.log(`prerendered ${written} pages, sitemap.xml (${publicPaths.length} URLs) and robots.txt into ${outDir}`);
