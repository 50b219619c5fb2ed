import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import type { SiteSettings } from '../../../src/schema/site';
import { BOOKS_CACHE, IMAGES_CACHE, PAGES_CACHE } from '../../../src/services/offline/caches';
import { palette } from '../draw/palette';
import { cachedPng } from '../linkPreviews/render';

/** The page a visitor sees offline for a page this device never kept. */
export const OFFLINE_PATH = '/offline';

/**
 * The web app manifest and its icons (PNGs drawn from our own icon artwork), so the site can be
 * installed and opens like an app.
 */
export function writeAppManifest(outDir: string, site: SiteSettings): void {
  const icon = (name: string, size: number) =>
    cachedPng(readFileSync(join(outDir, 'images', 'icons', `${name}.svg`), 'utf8'), size, outDir, () => `images/icons/${name}-${size}.png`);
  const manifest = {
    name: site.name,
    short_name: 'Al-Noor',
    description: site.description,
    lang: site.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The icon's own colours: the splash screen shows the icon on its cream, the bar in its green.
    background_color: palette.cream,
    theme_color: palette.green,
    icons: [
      { src: icon('app-icon', 192), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('app-icon', 512), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icon('app-icon-maskable', 512), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/images/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [{ name: 'Read Quran', url: '/read-quran' }],
  };
  writeFileSync(join(outDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}

const REFRESH_SCRIPT = 'sw-refresh-pages.js';

/**
 * Run by a new deployment's worker when it takes over: the pages kept by the one before (visited,
 * or the whole Quran) name that deployment's scripts and stylesheet, which its precache no longer
 * holds, so each is fetched again while the network answers. Offline it stops and keeps them as
 * they are. Not awaited by the activation, which would hold every request until all are fetched.
 */
const refreshKeptPages = `self.addEventListener('activate', () => {
  (async () => {
    const cache = await caches.open(${JSON.stringify(PAGES_CACHE)});
    for (const request of await cache.keys()) {
      try {
        const response = await fetch(request.url, { cache: 'no-cache', headers: { Accept: 'text/html' } });
        if (response.ok) await cache.put(request, response);
      } catch {
        return;
      }
    }
  })();
});
`;

/**
 * The service worker (Workbox): the shell (scripts, the stylesheet, the Quran font, the icons and
 * the offline page) is precached, so any page kept on the device draws in full with no network.
 * Pages are network first, so a connected visitor always gets this deployment's pages, and kept
 * as they are visited; one never visited answers with the offline page. The book PDFs are kept
 * once opened. A new deployment's worker takes over at once and drops the previous precache, so
 * the next visit runs it, and refreshes the pages the previous one kept.
 */
export async function writeServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  writeFileSync(join(outDir, REFRESH_SCRIPT), refreshKeptPages);
  const { count, size, warnings } = await generateSW({
    importScripts: [`/${REFRESH_SCRIPT}`],
    swDest: join(outDir, 'sw.js'),
    globDirectory: outDir,
    globPatterns: ['assets/*.{js,css,woff2}', 'images/favicon.svg', 'images/logo.svg', 'images/icons/*.{svg,png}', 'manifest.webmanifest', 'offline/index.html'],
    // Content-hashed names: a changed file has a new name, so the URL is its revision.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        // Before the pages: a PDF opened in the book viewer's frame is a navigation too.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.pdf'),
        handler: 'CacheFirst',
        options: { cacheName: BOOKS_CACHE, cacheableResponse: { statuses: [200] } },
      },
      {
        // A visit, or a page's request to keep itself (registerServiceWorker.ts asks for it as HTML).
        urlPattern: ({ request, sameOrigin }) => sameOrigin && (request.mode === 'navigate' || request.headers.get('Accept') === 'text/html'),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          // A train's weak signal: after a few seconds the kept page is better than waiting on.
          networkTimeoutSeconds: 4,
          matchOptions: { ignoreSearch: false, ignoreVary: true },
          precacheFallback: { fallbackURL: `${OFFLINE_PATH}/index.html` },
        },
      },
      {
        urlPattern: ({ request, url, sameOrigin }) => sameOrigin && (request.destination === 'image' || url.pathname.startsWith('/images/')),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: IMAGES_CACHE, expiration: { maxEntries: 300 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
