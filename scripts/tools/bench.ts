/**
 * `npm run bench`: figures, never a pass or fail. Two reports:
 *
 * - Routes (the default): builds once, serves the production output on 127.0.0.1 and, for every
 *   route of pages.yaml, counts the JavaScript a phone downloads reading the page to its end and
 *   the text it lays out at load (a figure the machine's speed does not move), then runs
 *   Lighthouse (mobile, simulated throttling) twice: as served, and with every script blocked, the
 *   floor its LCP is held to. `--no-build` measures the existing build, `--only /a,/b` some
 *   routes, `--no-lighthouse` only the JavaScript, `--runs N` (default 3) Lighthouse runs of each
 *   kind per route, of which the one with the median LCP is reported: single runs on a busy
 *   two-core machine wander by a few hundred milliseconds. A blank page is measured beside them,
 *   as the machine's own floor.
 *   The pages that read the blog's store (the blog, /write, /manage-blogs) are measured again as
 *   the signed-in owner with three blogs written, when the blog is in the local store.
 *   Of the 6,236 ayah pages, made by one template, only those with a budget are measured.
 *   Both reports end with the budgets below.
 * - Budgets (`--budgets`): only what the reader's pages and the build may cost, with no browser: the
 *   build's wall time and peak memory (the whole process tree), the gzip size of the ayah pages
 *   that have a budget, and the size and number of files of dist/. `--no-build` reads the existing
 *   build, without the build's figures.
 * - Search (`--search`): the site search's index on disk, the bytes each of a few queries fetches
 *   in turn on one visit (the first pays for the index's reader), and the time from each key of a
 *   word to its results drawn, under 4× CPU throttling once the reader is loaded. `--no-build`
 *   measures the existing build.
 * - Scale (`--scale 48,480,4800`): builds synthetic sites whose pages.yaml repeats the routes under
 *   new paths, in throwaway copies of the checkout, and reports each build's time and peak memory.
 *   `--timeout-minutes N` (default 10) stops a build that runs longer.
 *
 * Writes .reports/bench.json and .reports/bench.md (or bench-budgets.*, bench-search.*, bench-scale.*).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { loadValidSite, type SiteContent } from '../engine/content/loadSite';
import { buildConfigFor } from '../engine/vite/siteConfigPlugin';
import { coldLoadKeepingSignIn, signInAndWriteBlogs, withPlaywright } from './bench/ownerSession';
import { lighthouseRun, type LighthouseFigures } from './bench/lighthouseRun';
import { measureCommand } from './bench/processTree';
import { warmServer } from './bench/warmServer';
import { textDrawnAtLoad, type TextDrawn } from './bench/textDrawn';
import { scriptsScrolledToEnd, type RouteScripts } from './bench/routeScripts';
import { syntheticCheckout } from './bench/syntheticSite';
import { outDir } from '../engine/paths';
import { servedPathFor } from '../engine/prerender/pageFiles';
import { gzipBytes } from './bench/routeAssets';
import { createStaticServer } from '../engine/serve/staticServer';
import { withBlankPage } from './bench/blankPage';
import { budgetRows, pageBudgets, siteFigures, type BuildFigures } from './bench/budgets';
import { installedChromium, required } from './browser/chromium';
import { searchFigures } from './bench/searchFigures';
import { languageSites } from '../engine/content/languages';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function printTable(header: string[], rows: string[][]): string[] {
  // A row short of a cell shows it empty.
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(line).join('\n')}`);
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((cells) => `| ${cells.join(' | ')} |`)];
}

function writeReport(name: string, data: object, markdown: string[]) {
  const reports = join(process.cwd(), '.reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `${name}.json`), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  writeFileSync(join(reports, `${name}.md`), `${markdown.join('\n')}\n`);
  console.log(`\nWrote .reports/${name}.json and .reports/${name}.md`);
}

/** Builds the site, measuring the build's wall time and the peak memory of everything it starts. */
async function measuredBuild(): Promise<BuildFigures> {
  console.log('building...');
  const run = await measureCommand('npm run --silent build', { cwd: process.cwd(), timeoutMs: 10 * 60_000 });
  if (run.exitCode !== 0) throw new Error(`The build failed${run.timedOut ? ' (stopped after 10 minutes)' : ''}:\n${run.output.slice(-3000)}`);
  return { seconds: run.seconds, peakBytes: run.peakBytes };
}

/** The budgets' table, printed and returned as Markdown, with the figures it shows. */
function budgetsTable(build: BuildFigures | undefined) {
  const site = siteFigures(outDir);
  const markdown = printTable(['budget', 'measured', 'at most', ''], budgetRows(site, build));
  return { site, build, markdown };
}

async function budgetsReport() {
  const build = args.includes('--no-build') ? undefined : await measuredBuild();
  const { site, markdown } = budgetsTable(build);
  writeReport('bench-budgets', { build, site }, ['# Budgets', '', 'gzip at level 9; memory is the highest resident memory of the whole process tree, sampled every 100 ms.', '', ...markdown]);
}

/** The queries the search report runs in turn: English, a word of the Urdu translation, Arabic without its marks, an ayah's numbers. */
const SEARCH_QUERIES = ['patience', 'صبر کرنے', 'الرحمن', '2:255'];

async function searchReport() {
  const build = args.includes('--no-build') ? undefined : await measuredBuild();
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: required(installedChromium()), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const figures = await searchFigures(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, outDir, SEARCH_QUERIES);
    const spread = (latencies: readonly number[]) => {
      const keys = [...latencies].sort((a, b) => a - b);
      return `median ${keys[Math.floor(keys.length / 2)]} ms, from ${keys[0]} to ${keys.at(-1)} ms`;
    };
    const markdown = printTable(
      ['what', 'requests', 'bytes (as sent)'],
      [
        ['the index on disk', `${figures.index.files} files`, mb(figures.index.bytes)],
        ...figures.queries.map((query, index) => [`query ${index + 1}: ${query.query}${index === 0 ? ' (with the reader)' : ''}`, String(query.requests), kb(query.bytes)]),
        [`query 1 typed a letter at a time, a fresh visit: ${figures.typed.query} (with the reader)`, String(figures.typed.requests), kb(figures.typed.bytes)],
      ],
    );
    const latency = `From a key to its results drawn, 4× CPU throttling, the reader loaded ("${SEARCH_QUERIES[0]}" typed key by key): the first time, fetching what each key needs, ${spread(figures.keystrokesMs.firstTyping)}; typed again, all of it on the device, ${spread(figures.keystrokesMs.loaded)}.`;
    console.log(`\n${latency}`);
    writeReport('bench-search', { build, ...figures }, ['# Site search', '', ...markdown, '', latency, ...(build ? ['', `Build: ${build.seconds.toFixed(1)} s, peak ${mb(build.peakBytes)}.`] : [])]);
  } finally {
    await browser.close();
    server.close();
  }
}

async function scaleReport(counts: number[]) {
  const timeoutMs = Number(option('--timeout-minutes') ?? 10) * 60_000;
  const rows: { routes: number; seconds: number; peakBytes: number; finished: boolean }[] = [];
  for (const count of counts) {
    const checkout = syntheticCheckout(process.cwd(), count);
    try {
      console.log(`building ${count} routes in ${checkout.folder}...`);
      const run = await measureCommand('npm run --silent build', { cwd: checkout.folder, timeoutMs });
      if (run.exitCode !== 0 && !run.timedOut) throw new Error(`The build of ${count} routes failed:\n${run.output.slice(-3000)}`);
      rows.push({ routes: count, seconds: run.seconds, peakBytes: run.peakBytes, finished: !run.timedOut });
      console.log(`${count} routes: ${run.timedOut ? 'stopped after' : 'built in'} ${run.seconds.toFixed(1)} s, peak ${mb(run.peakBytes)}`);
    } finally {
      checkout.remove();
    }
  }
  const markdown = printTable(
    ['routes', 'build time', 'peak memory (whole process tree)'],
    rows.map((row) => [String(row.routes), `${row.finished ? '' : 'did not finish in '}${row.seconds.toFixed(1)} s`, mb(row.peakBytes)]),
  );
  writeReport('bench-scale', { rows }, ['# Build at scale', '', ...markdown]);
}

/** A median run's figures, with every run's performance score in the order they ran. */
type MedianFigures = LighthouseFigures & { readonly performanceOfEachRun: readonly number[] };

interface RouteRow {
  readonly route: string;
  readonly html: number;
  readonly scripts: RouteScripts;
  readonly textDrawn: TextDrawn;
  readonly served?: MedianFigures;
  readonly withoutScripts?: LighthouseFigures;
}

const targets = { performance: 98, lcpRatio: 1.1 };
const runs = Number(option('--runs') ?? 3);

/**
 * The run with the median LCP of `runs` runs, one after another, with every run's performance score
 * beside its figures, in the order they ran.
 */
async function medianRun(run: () => Promise<LighthouseFigures>): Promise<MedianFigures> {
  const results: LighthouseFigures[] = [];
  for (let index = 0; index < runs; index++) results.push(await run());
  const median = [...results].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(results.length / 2)];
  if (!median) throw new Error(`--runs ${runs}: a median needs at least one run`);
  return { ...median, performanceOfEachRun: results.map((result) => result.performance) };
}

function misses(row: RouteRow): string[] {
  const { served, withoutScripts } = row;
  if (!served || !withoutScripts) return [];
  return [
    served.performance < targets.performance && 'performance',
    served.accessibility < 100 && 'accessibility',
    served.bestPractices < 100 && 'best practices',
    served.seo < 100 && 'SEO',
    served.lcpMs > withoutScripts.lcpMs * targets.lcpRatio && 'LCP',
  ].filter((miss): miss is string => !!miss);
}

/** The blocks that let only the signed-in owner in. */
const OWNER_BLOCKS = new Set(['blog-editor', 'blog-manager']);
/** The blocks that read the blog's store: the owner's pages, and the blog itself once it has posts. */
const BLOG_BLOCKS = new Set(['blog-list', ...OWNER_BLOCKS]);

/** The paths of the routes that hold a block of one of these types. */
function pathsWith(site: SiteContent, blockTypes: ReadonlySet<string>): string[] {
  return site.routes.filter((route) => route.blocks.some((block) => blockTypes.has(block.type))).map((route) => route.path);
}

interface Measuring {
  readonly origin: string;
  readonly browser: Browser;
  /** The debugging port of the browser Lighthouse drives. */
  readonly port: number;
}

/**
 * The pages that read the blog's store, measured as the signed-in owner with three blogs written:
 * what the owner meets on /write and /manage-blogs, and /blog with posts to draw (a visitor's
 * Lighthouse run finds the store empty). The sign-in and the blogs go into the profile of the
 * browser Lighthouse drives, and every run keeps them but starts from an empty cache. Only for the
 * local store: a Firebase build's owner signs in with an account the bench does not have.
 */
async function ownerRows(site: SiteContent, only: string[] | undefined, { origin, browser, port }: Measuring): Promise<RouteRow[]> {
  const routes = pathsWith(site, BLOG_BLOCKS).filter((path) => !only || only.includes(path));
  if (!routes.length) return [];
  const config = buildConfigFor('production', process.cwd());
  if (config.site.blog.store !== 'local') {
    console.log('The blog is in Firebase: its pages are measured as a visitor sees them only.');
    return [];
  }
  const debuggingUrl = `http://127.0.0.1:${port}`;
  const storageState = await withPlaywright(debuggingUrl, async (context) => {
    await signInAndWriteBlogs(context, origin, config.owner);
    return context.storageState();
  });
  const rows: RouteRow[] = [];
  for (const path of routes) {
    const url = origin + path;
    const run = (withoutScripts: boolean) =>
      medianRun(async () => {
        await withPlaywright(debuggingUrl, (context) => coldLoadKeepingSignIn(context, origin));
        return lighthouseRun(url, port, { withoutScripts, keepStorage: true });
      });
    const row: RouteRow = {
      route: `${path} (owner, 3 blogs)`,
      html: gzipBytes(await (await fetch(url)).text()),
      scripts: await scriptsScrolledToEnd(browser, url, storageState),
      textDrawn: await textDrawnAtLoad(browser, url, storageState),
      served: await run(false),
      withoutScripts: await run(true),
    };
    rows.push(row);
    console.log(`${row.route}: perf ${row.served?.performance}, LCP ${row.served?.lcpMs} ms (${row.withoutScripts?.lcpMs} ms without scripts)`);
  }
  return rows;
}

/** "2,470 (2,050 Arabic)": the characters a route lays out at load, and how many of them are of the Arabic script. */
const textDrawnCell = ({ characters, arabicScript }: TextDrawn) => `${characters.toLocaleString('en')} (${arabicScript.toLocaleString('en')} Arabic)`;

/** The 6,236 ayah pages are made by one template and differ in their words only: those with a budget stand for them. */
const measuredRoute = (path: string) => !/^\/read-quran\/\d+\/\d+$/.test(path) || pageBudgets.some((budget) => budget.path === path);

async function routesReport() {
  const chromePath = required(installedChromium());
  const build = args.includes('--no-build') ? undefined : await measuredBuild();
  const only = option('--only')?.split(',');
  const lighthouse = !args.includes('--no-lighthouse');
  const site = loadValidSite(process.cwd());
  const ownerOnly = new Set(pathsWith(site.data, OWNER_BLOCKS));
  // Every language's pages: the Urdu pages (/ur/...) are measured like the English.
  const routes = languageSites(site.data, site.translations)
    .flatMap((language) => language.pages)
    // Lighthouse refuses a document served with HTTP 404; the same page is measured as /404.html.
    .map((route) => servedPathFor(route.path))
    .filter((path, index, paths) => paths.indexOf(path) === index && (only ? only.includes(path) : measuredRoute(path)));

  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const warmStarted = performance.now();
  const warmed = await warmServer(server, origin, outDir, [...routes, ...[...ownerOnly].map(servedPathFor)]);
  console.log(`Asked the server for ${warmed} files twice, and waited for its best compression: ${((performance.now() - warmStarted) / 1000).toFixed(1)} s.`);
  const flags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  const chrome = lighthouse ? await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...flags] }) : undefined;
  const rows: RouteRow[] = [];
  let floor: LighthouseFigures | undefined;
  try {
    for (const route of routes) {
      const html = await (await fetch(origin + route)).text();
      const scripts = await scriptsScrolledToEnd(browser, origin + route);
      const textDrawn = await textDrawnAtLoad(browser, origin + route);
      // An owner's page sends a visitor on to /login before it draws anything: Lighthouse finds no
      // paint to measure there. It is measured as the owner, below; /login as a route of its own.
      const lighthouseBrowser = chrome && !ownerOnly.has(route) ? chrome : undefined;
      const served = lighthouseBrowser && (await medianRun(() => lighthouseRun(origin + route, lighthouseBrowser.port)));
      const withoutScripts = lighthouseBrowser && (await medianRun(() => lighthouseRun(origin + route, lighthouseBrowser.port, { withoutScripts: true })));
      const row: RouteRow = { route, html: gzipBytes(html), scripts, textDrawn, served, withoutScripts };
      rows.push(row);
      console.log(
        `${route}: ${scripts.count} scripts, ${kb(scripts.gzipBytes)}` +
          (served && withoutScripts ? `; perf ${served.performance}, LCP ${served.lcpMs} ms (${withoutScripts.lcpMs} ms without scripts)` : '') +
          (served?.failing.length ? ` (failing: ${served.failing.join(', ')})` : ''),
      );
    }
    if (chrome) {
      rows.push(...(await ownerRows(site.data, only, { origin, browser, port: chrome.port })));
      floor = await withBlankPage((url) => medianRun(() => lighthouseRun(url, chrome.port)));
    }
  } finally {
    await browser.close();
    chrome?.kill();
    server.close();
  }

  const header = ['route', 'HTML gz', 'scripts', 'JS gz', 'text drawn', ...(lighthouse ? ['perf', 'each run', 'a11y', 'bp', 'seo', 'LCP ms', 'no-JS LCP', 'LCP ratio', 'TBT ms', 'CLS', 'targets'] : [])];
  const table = rows.map((row) => [
    row.route,
    kb(row.html),
    String(row.scripts.count),
    kb(row.scripts.gzipBytes),
    textDrawnCell(row.textDrawn),
    ...(row.served && row.withoutScripts
      ? [
          String(row.served.performance),
          // On a machine shared with other work, one run's blocking time swings by a hundred
          // milliseconds and more: every run's score shows how far the median's can be trusted.
          row.served.performanceOfEachRun.join(' '),
          String(row.served.accessibility),
          String(row.served.bestPractices),
          String(row.served.seo),
          String(row.served.lcpMs),
          String(row.withoutScripts.lcpMs),
          (row.served.lcpMs / row.withoutScripts.lcpMs).toFixed(2),
          String(row.served.tbtMs),
          String(row.served.cls),
          misses(row).length ? `missed: ${misses(row).join(', ')}` : 'met',
        ]
      : []),
  ]);
  const markdown = printTable(header, table);
  const noScript = rows.filter((row) => row.scripts.count === 0).length;
  const measured = rows.filter((row) => row.served && row.withoutScripts);
  const summary = [
    `${noScript} of ${rows.length} routes run no script at all.`,
    ...(lighthouse ? [`${measured.filter((row) => misses(row).length === 0).length} of ${measured.length} measured routes meet every target.`] : []),
    ...(measured.length ? [machineNote(measured.map((row) => row.served!.benchmarkIndex))] : []),
    ...(floor ? [`The machine's floor, a blank page (a heading and a paragraph, nothing else): performance ${floor.performance}, blocking time ${floor.tbtMs} ms, LCP ${floor.lcpMs} ms.`] : []),
  ];
  console.log(`\n${summary.join('\n')}`);
  const budgets = budgetsTable(build);
  const chromium156 = execSync(`${chromePath} --version`, { encoding: 'utf8' }).trim();
  writeReport('bench', { chromium: chromium156, targets, rows, floor, build, site: budgets.site }, [
    '# Routes',
    '',
    `JavaScript: every script a 390 px wide phone downloads reading the page to its end (gzip). Text drawn: the characters (spaces left out) the same phone lays out once the page has loaded, before any scrolling, and how many of them are of the Arabic script; unlike the times, it does not change with the machine. Lighthouse: mobile, simulated throttling, ${chromium156}, the median-LCP run of ${runs}; "no-JS LCP" is the same page with every script blocked. Targets: performance ≥ ${targets.performance}, accessibility, best practices and SEO 100, LCP ≤ ${targets.lcpRatio} × no-JS LCP.`,
    '',
    ...markdown,
    '',
    ...summary,
    '',
    '## Budgets',
    '',
    ...budgets.markdown,
  ]);
}

/** Lighthouse's CPU benchmark of this machine over the runs reported, to read the blocking times by. */
function machineNote(indexes: number[]): string {
  const sorted = [...indexes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `Lighthouse's benchmark index of this machine: ${median} (from ${sorted[0]} to ${sorted.at(-1)}; higher is faster, a mid-range phone scores about 1000).`;
}

const scale = option('--scale');
if (scale) await scaleReport(scale.split(',').map(Number));
else if (args.includes('--budgets')) await budgetsReport();
else if (args.includes('--search')) await searchReport();
else await routesReport();
