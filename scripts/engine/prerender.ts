/**
 * Writes the static site from the server build: one complete HTML file for every route and alias
 * (its content-security policy, head tags with structured data and a link preview picture drawn for
 * it, and its stylesheet; the island loader only where the page has islands), then
 * 404.html, sitemap.xml, robots.txt, the reader's translation files and list of surahs, the search index, and _headers. The server build stays beside the site, for tools
 * that draw a page the build did not (the e2e tests draw a remote-source reader). Pages are shared out to worker threads, one per
 * core, so the time grows with the number of pages and is divided among the cores.
 */
// React renders its production build, as the browser runs it (and faster).
process.env.NODE_ENV ??= 'production';

import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { entries } from '../../src/app/entries';
import { formatContentError } from './content/contentError';
import { loadSite } from './content/loadSite';
import { languageSites } from './content/languages';
import { hostingConfig } from './hosting/hostingConfig';
import { headerRules, renderHeadersFile } from '../../src/hosting/headersFile';
import { metaContentSecurityPolicy, securityHeaders } from '../../src/hosting/securityHeaders';
import { readManifest, siteStylesheets, staticImports } from './prerender/manifest';
import { outDir, ssrOutDir } from './paths';
import { logoPng } from './linkPreviews/render';
import { pageJobs, type PageJob } from './prerender/pageFiles';
import { renderJobs, type RenderResult, type RenderSetup } from './prerender/renderJobs';
import { writeAppManifest, writeServiceWorker } from './prerender/offline';
import { writeSitemap } from './prerender/sitemap';
import { writeSurahChoices } from './prerender/surahChoicesFile';
import { writeTranslationFiles } from './prerender/translationFiles';
import { readPackageTranslations } from './content/quranTranslations';
import { searchEntries } from './search/searchEntries';
import { writeSearchIndex } from './search/writeSearchIndex';

/** Below this many pages per core, starting a worker costs more than it saves. */
const MIN_PAGES_PER_WORKER = 200;

const started = performance.now();
const content = loadSite(process.cwd());
if (!content.data) {
  for (const error of content.errors) console.error(`error: ${formatContentError(error)}`);
  process.exit(1);
}

const sites = languageSites(content.data, content.translations);
const clientManifest = readManifest(outDir);
const islandLoader = clientManifest[entries.islandLoader];
if (!islandLoader) throw new Error(`The client build has no ${entries.islandLoader}`);
// The server build draws every block, so its stylesheet (and the fonts it names) is the site's.
const stylesheets = siteStylesheets(readManifest(ssrOutDir));
for (const file of readdirSync(join(ssrOutDir, 'assets'))) {
  if (!file.endsWith('.js')) cpSync(join(ssrOutDir, 'assets', file), join(outDir, 'assets', file), { force: false });
}
// The build's own metadata is not part of the site.
rmSync(join(outDir, '.vite'), { recursive: true, force: true });

// What this build turns on, for the headers (_headers) and the pages' own policy alike.
const hosting = hostingConfig(process.cwd(), content.data);

const setup: RenderSetup = {
  serverEntry: join(ssrOutDir, 'renderPage.js'),
  outDir,
  contents: sites.map((language) => language.content),
  // Each page carries the policy too, for hosts that do not send the header.
  assets: {
    stylesheets,
    islandLoader: `/${islandLoader.file}`,
    islandLoaderImports: staticImports(clientManifest, entries.islandLoader),
    offline: true,
    speculationRules: hosting.speculationRules,
    contentSecurityPolicy: metaContentSecurityPolicy(hosting),
  },
};

function renderInWorker(jobs: PageJob[]): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prerender/worker.mjs', import.meta.url), { workerData: { setup, jobs } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const jobs = sites.flatMap((language, index) => pageJobs(language.pages, index));
const workers = Math.min(availableParallelism(), Math.floor(jobs.length / MIN_PAGES_PER_WORKER));
logoPng(outDir);
const shareOf = (worker: number) => jobs.filter((_, index) => index % workers === worker);
const results = workers <= 1 ? [await renderJobs(setup, jobs)] : await Promise.all(Array.from({ length: workers }, (_, worker) => renderInWorker(shareOf(worker))));
const written = results.reduce((sum, result) => sum + result.written, 0);
const problems = results.flatMap((result) => result.problems);
if (problems.length) {
  for (const problem of problems) console.error(`error: structured data: ${problem}`);
  process.exit(1);
}

// The search reads the pages as written above, in Pagefind's own process, while this one writes the rest.
const [defaultLanguage, ...translatedLanguages] = sites;
const searchIndexWritten = writeSearchIndex(
  outDir,
  searchEntries(defaultLanguage!.pages, translatedLanguages.map(({ content: { locale }, pages }) => ({ prefix: locale!.prefix, language: { code: locale!.code, direction: locale!.direction }, pages }))),
);
const sitemapLanguages = sites.map((language) => ({ code: language.content.locale!.code, prefix: language.content.locale!.prefix, pages: language.pages }));
const urls = writeSitemap(outDir, content.data.site, sitemapLanguages, new Date().toISOString().slice(0, 10));
writeAppManifest(outDir, content.data.site);
const translationFiles = writeTranslationFiles(outDir, readPackageTranslations());
writeSurahChoices(outDir, sites.map((language) => ({ code: language.content.locale!.code, surahs: language.content.collections.surahs })));
// Last: the worker precaches files the steps above wrote (the offline page, the icons, the manifest).
const precache = await writeServiceWorker(outDir, sites.map((language) => language.content.locale!.prefix));
const searchIndex = await searchIndexWritten;
// The headers of this build's configuration, for static hosts that read _headers and for npm start.
writeFileSync(join(outDir, '_headers'), renderHeadersFile(headerRules(securityHeaders(hosting))));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`prerendered ${written} pages${workers > 1 ? ` in ${workers} workers` : ''}, sitemap.xml (${urls} URLs), robots.txt, ${translationFiles.count} translation files (${Math.round(translationFiles.bytes / 1024)} KB), the search index (${searchIndex.pages} pages, ${searchIndex.files} files, ${(searchIndex.bytes / 1024 / 1024).toFixed(1)} MB), _headers and sw.js (${precache.count} files, ${Math.round(precache.size / 1024)} KB precached) into ${outDir} in ${seconds} s`);
