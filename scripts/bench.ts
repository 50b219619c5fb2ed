/**
 * `npm run bench`: builds once, serves the production output on 127.0.0.1, and measures every
 * route of pages.yaml: HTML bytes, JavaScript and CSS before interactive (gzip), requests, and
 * Lighthouse (mobile, simulated throttling) scores with LCP, TBT and CLS. Prints one table, writes
 * .reports/bench.json and .reports/bench.md. A benchmark: it reports figures and never fails on them.
 * `--no-build` measures the existing build; `--only /path,/other` measures some routes.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadSite } from '../src/content/loadSite';
import { outDir } from './lib/paths';
import { assetsBeforeInteractive, gzipBytes, hasInteractiveBlocks, INTERACTIVE_ROUTE_JS_BUDGET, jsBudgetFor, STATIC_ROUTE_JS_BUDGET } from './lib/routeAssets';
import { createStaticServer } from './lib/staticServer';

interface Row {
  route: string;
  htmlBytes: number;
  jsGzip: number;
  cssGzip: number;
  interactive: boolean;
  jsBudget: number;
  requests: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const args = process.argv.slice(2);
if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : undefined;

const site = loadSite(process.cwd());
if (!site.data) throw new Error('The content has errors: run npm run validate');
const routes = site.data.routes
  // Lighthouse refuses a document served with HTTP 404; the same page is measured as /404.html.
  .map((route) => (route.path === '*' ? '/404.html' : route.path))
  .filter((path) => !only || only.includes(path));

const server = createStaticServer(outDir);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromium = execSync(`${chromePath} --version`, { encoding: 'utf8' }).trim();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const fetchBody = async (path: string) => new Uint8Array(await (await fetch(origin + path)).arrayBuffer());
const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const rows: Row[] = [];
try {
  for (const route of routes) {
    const html = await (await fetch(origin + route)).text();
    const { scripts, styles } = assetsBeforeInteractive(html);
    let jsGzip = 0;
    for (const file of scripts) jsGzip += gzipBytes(await fetchBody(file));
    let cssGzip = 0;
    for (const file of styles) cssGzip += gzipBytes(await fetchBody(file));
    const result = await lighthouse(origin + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits } = result.lhr;
    const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    const row: Row = {
      route,
      htmlBytes: Buffer.byteLength(html),
      jsGzip,
      cssGzip,
      interactive: hasInteractiveBlocks(scripts),
      jsBudget: jsBudgetFor(scripts),
      requests,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
    // What costs points outside performance, so a missed 100 says why.
    const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    rows.push(row);
    console.log(`${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`);
  }
} finally {
  await chrome.kill();
  server.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
};
const misses = (row: Row) =>
  [
    row.performance < budgets.performance && 'performance',
    row.accessibility < budgets.accessibility && 'accessibility',
    row.bestPractices < budgets.bestPractices && 'best practices',
    row.seo < budgets.seo && 'SEO',
    row.lcpMs > budgets.lcpMs && 'LCP',
    row.tbtMs > budgets.tbtMs && 'TBT',
    row.cls > budgets.cls && 'CLS',
    row.jsGzip > row.jsBudget && 'JS budget',
  ].filter(Boolean) as string[];

const header = ['route', 'HTML', 'JS gz', 'CSS gz', 'req', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'budgets'];
const table = rows.map((row) => [
  row.route + (row.interactive ? ' *' : ''),
  kb(row.htmlBytes),
  kb(row.jsGzip),
  kb(row.cssGzip),
  String(row.requests),
  String(row.performance),
  String(row.accessibility),
  String(row.bestPractices),
  String(row.seo),
  String(row.lcpMs),
  String(row.tbtMs),
  String(row.cls),
  misses(row).length ? `missed: ${misses(row).join(', ')}` : 'met',
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${table.map(line).join('\n')}`);
console.log(`\n* has interactive blocks (JavaScript budget ${kb(INTERACTIVE_ROUTE_JS_BUDGET)} instead of ${kb(STATIC_ROUTE_JS_BUDGET)})`);

const reports = join(process.cwd(), '.reports');
mkdirSync(reports, { recursive: true });
const summary = {
  measuredAt: new Date().toISOString(),
  chromium,
  settings: 'Lighthouse mobile defaults, simulated throttling',
  budgets,
  rows,
};
writeFileSync(join(reports, 'bench.json'), `${JSON.stringify(summary, null, 2)}\n`);
const markdown = [
  '# Benchmark report',
  '',
  `Measured ${summary.measuredAt} with Lighthouse (mobile, simulated throttling) in ${summary.chromium}, against the production build served locally.`,
  `Budgets: performance ≥ ${budgets.performance}, accessibility, best practices and SEO = 100, LCP ≤ ${budgets.lcpMs} ms, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}; static routes ≤ ${kb(STATIC_ROUTE_JS_BUDGET)} of JavaScript (gzip), routes with interactive blocks (marked *) ≤ ${kb(INTERACTIVE_ROUTE_JS_BUDGET)}.`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...table.map((cells) => `| ${cells.join(' | ')} |`),
  '',
  `${rows.filter((row) => misses(row).length === 0).length} of ${rows.length} routes meet every budget.`,
  '',
].join('\n');
writeFileSync(join(reports, 'bench.md'), markdown);
console.log(`\nWrote .reports/bench.json and .reports/bench.md`);
