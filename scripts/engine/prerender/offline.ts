import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { generateSW, type RuntimeCaching } from 'workbox-build';
import { entries } from '../../../src/app/entries';
import type { SiteSettings } from '../../../src/schema/site';
import { BOOKS_CACHE, FONTS_ON_DEMAND_CACHE, IMAGES_CACHE, PAGES_CACHE, PREVIOUS_ASSETS_CACHE, SEARCH_INDEX_CACHE, SEARCH_READER_CACHE, TRANSLATIONS_CACHE } from '../../../src/services/offline/caches';
import type { OfflinePage } from '../../../src/services/offline/offlinePage';
import { isAsset } from '../../../src/services/offline/pageAssets';
import { surahChoicesPath } from '../../../src/blocks/quran-select/surahChoices';
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
    lang: site.locales[0]!.code,
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

/** The site's own part of the worker, loaded by sw.js before Workbox's rules. */
const WORKER_SCRIPT = 'sw-offline.js';

const DAY = 24 * 60 * 60;

/**
 * Noto Nastaliq Urdu (160 KB), which only a reader who shows the Urdu translation needs: left out
 * of the precache, so that no other visitor downloads it, and kept once a page has used it.
 */
const FONTS_ON_DEMAND = 'assets/noto-nastaliq-urdu-*';
const isFontOnDemand = (path: string) => path.startsWith(`/${FONTS_ON_DEMAND.replace(/\*$/, '')}`);

/**
 * This deployment's scripts, stylesheet and font (the precached assets), and an id that changes
 * with them: the worker tells by these which kept pages an earlier deployment wrote.
 */
function deploymentOf(outDir: string): { id: string; assets: string[] } {
  const assets = readdirSync(join(outDir, 'assets'))
    .map((name) => `/assets/${name}`)
    .filter((path) => isAsset(path) && !isFontOnDemand(path))
    .sort();
  return { id: createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16), assets };
}

/** The offline page of each language (its prefix, "" for the default) that has one in the build. */
function offlinePagesIn(outDir: string, prefixes: readonly string[]): OfflinePage[] {
  return prefixes.map((prefix) => ({ prefix, file: `${prefix}${OFFLINE_PATH}/index.html` })).filter((page) => existsSync(join(outDir, page.file)));
}

/** Bundles the worker's own part (src/app/serviceWorker) into one classic script, as importScripts needs. */
async function writeWorkerScript(outDir: string, offlinePages: readonly OfflinePage[]): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { OFFLINE_DEPLOYMENT: JSON.stringify({ ...deploymentOf(outDir), offlinePages }) },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry: entries.offlineWorker, formats: ['iife'], name: 'offlineWorker', fileName: () => WORKER_SCRIPT },
    },
  });
}

/**
 * The Workbox page rules' part that is the site's own (src/app/serviceWorker/offlineWorker.ts):
 * Workbox writes the rules out as text, so they reach it through the worker's global.
 */
interface WorkerGlobal {
  offlinePages: { cacheKey(event: object): string; pageToServe(event: object): Promise<Response | null>; offlinePage(event: object): Promise<Response | undefined> };
}

/**
 * Pages are kept without their tracking parameters, so that one page shared with a hundred campaign
 * tags is kept once; and when the network does not answer, the kept copy is served only if it draws
 * in full, else the copy the visitor kept on purpose, else the offline page in the page's language.
 */
const pagePlugins = [
  {
    cacheKeyWillBeUsed: (event: object) => Promise.resolve((self as unknown as WorkerGlobal).offlinePages.cacheKey(event)),
    cachedResponseWillBeUsed: (event: object) => (self as unknown as WorkerGlobal).offlinePages.pageToServe(event),
    handlerDidError: (event: object) => (self as unknown as WorkerGlobal).offlinePages.offlinePage(event),
  },
];

/** The rules by which the worker answers requests, first match first. */
export const runtimeCaching: RuntimeCaching[] = [
  {
    // Before the pages: a PDF opened in the book viewer's frame is a navigation too. The PDFs keep
    // their names when they change, so the network answers first (the HTTP cache revalidates, so
    // an unchanged book is not downloaded again) and the kept copy is for when it does not.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.pdf'),
    handler: 'NetworkFirst',
    options: {
      cacheName: BOOKS_CACHE,
      networkTimeoutSeconds: 4,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 20, maxAgeSeconds: 180 * DAY, purgeOnQuotaError: true },
    },
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
      // The pages visited, not those kept on purpose (another cache): the least recently read go
      // first. Before the site's plugin, so that a page expired here falls back to a kept one.
      expiration: { maxEntries: 60, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true },
      plugins: pagePlugins,
    },
  },
  {
    // The search index's chunks, named by their content (a chunk's name changes when it does): the
    // kept copy is always right, and a query over kept chunks runs offline. Workbox writes the rule
    // out as text: the pattern is spelled out here.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/pagefind\/((index|fragment|filter)\/|pagefind\.[\w-]+\.pf_meta$)/.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: SEARCH_INDEX_CACHE,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 400, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true },
    },
  },
  {
    // The search's reader and the index's entry, whose addresses stay the same when a deployment
    // changes them: the network first, the kept copy offline.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/pagefind/'),
    handler: 'NetworkFirst',
    options: {
      cacheName: SEARCH_READER_CACHE,
      networkTimeoutSeconds: 4,
      // Pagefind asks for its entry with the time in the query, so no HTTP cache answers it stale.
      matchOptions: { ignoreSearch: true },
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 10, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true },
    },
  },
  {
    urlPattern: ({ request, url, sameOrigin }) => sameOrigin && (request.destination === 'image' || url.pathname.startsWith('/images/')),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: IMAGES_CACHE, expiration: { maxEntries: 200, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true } },
  },
  {
    // The reader's translation files, at addresses that do not change with their content: the kept
    // copy answers at once (offline too) and the network refreshes it behind. As many as the pages
    // visited could show, three translations each.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/quran/translations/'),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: TRANSLATIONS_CACHE,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 180, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true },
    },
  },
  {
    // Before the earlier deployments' rule below: a font not precached (FONTS_ON_DEMAND), named by
    // its content, so the kept copy is always right. Workbox writes the rule out as text: the
    // pattern is spelled out here.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/noto-nastaliq-urdu-[\w-]+\.woff2$/.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: FONTS_ON_DEMAND_CACHE,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 4, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true },
    },
  },
  {
    // An earlier deployment's script, stylesheet or font (this deployment's are precached, and
    // answered before any of these rules), named by a kept page not yet fetched again. Never
    // written: the worker copies them aside as it installs.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: { cacheName: PREVIOUS_ASSETS_CACHE, plugins: [{ cacheWillUpdate: () => Promise.resolve(null) }] },
  },
];

/**
 * The service worker (Workbox): the shell (scripts, the stylesheet, the Quran font, the icons, each
 * language's offline page and the reader's list of surahs) is precached, so any page kept on the
 * device draws in full with no network; the Urdu font is kept once used. Pages are network first,
 * so a connected visitor always gets this deployment's pages, and kept as they are visited (a
 * bounded number) or all at once on the visitor's asking; one never kept answers with the offline
 * page in its language (`languagePrefixes`: "" for the default language, "/ur"). The book PDFs,
 * pictures and the reader's translation files are kept, and fetched again when the network answers.
 * A new deployment's worker takes over at once and drops the previous precache, so the next visit
 * runs it; the pages kept before are brought up to it (deployment.ts).
 */
export async function writeServiceWorker(outDir: string, languagePrefixes: readonly string[]): Promise<{ count: number; size: number }> {
  const offlinePages = offlinePagesIn(outDir, languagePrefixes);
  await writeWorkerScript(outDir, offlinePages);
  const { count, size, warnings } = await generateSW({
    importScripts: [`/${WORKER_SCRIPT}`],
    swDest: join(outDir, 'sw.js'),
    globDirectory: outDir,
    globPatterns: [
      'assets/*.{js,css,woff2}',
      'images/favicon.svg',
      'images/logo.svg',
      'images/icons/*.{svg,png}',
      'manifest.webmanifest',
      ...offlinePages.map((page) => page.file.slice(1)),
      surahChoicesPath('*').slice(1),
    ],
    globIgnores: [FONTS_ON_DEMAND],
    // Content-hashed names: a changed file has a new name, so the URL is its revision.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
