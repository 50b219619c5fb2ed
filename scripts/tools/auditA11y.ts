/**
 * `npm run audit:a11y`: figures, never a pass or fail. Serves the production build on a free port
 * of 127.0.0.1 (or takes `--url http://host:port`), and for every route and the not-found page, at
 * 390×844, 800×600 and 1280×800, walks the page with Tab from the top and Shift+Tab from the end.
 * At each stop it records whether the focused control is hidden or partly hidden (out of view,
 * clipped, or covered by another box such as the sticky header or the chat button) and, going
 * forward, whether its focus indicator changes by 3:1 over 2 px around most of its edge. It also
 * counts Arabic-script text not marked lang="ar" or lang="ur" on each route.
 *
 * Options: `--only /a,/b` some routes, `--widths 390,800` some viewports, `--no-indicator` skips
 * the captures (much faster), `--max-stops N` (default 200) stops per direction.
 * Writes .reports/a11y.json and .reports/a11y.md. Needs a build: `npm run build` first.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { unmarkedArabicText, type UnmarkedArabic } from './a11y/arabicText';
import { walkRoute } from './a11y/focusWalk';
import { buildReport, reportMarkdown, type RouteWalkResult, type Viewport } from './a11y/report';
import { walkPaths } from './a11y/routes';
import { outDir } from '../engine/paths';
import { createStaticServer } from '../engine/serve/staticServer';
import { installedChromium, required } from './browser/chromium';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const chromePath = required(installedChromium());
const allViewports: Viewport[] = [
  { width: 390, height: 844 },
  { width: 800, height: 600 },
  { width: 1280, height: 800 },
];
const widths = option('--widths')?.split(',').map(Number);
const viewports = allViewports.filter((viewport) => !widths || widths.includes(viewport.width));
const only = option('--only')?.split(',');
const indicator = !args.includes('--no-indicator');
const maxStops = Number(option('--max-stops') ?? 200);

async function serve(): Promise<{ origin: string; close: () => void }> {
  const url = option('--url');
  if (url) {
    return {
      origin: url.replace(/\/$/, ''),
      close: () => {
        // The site at --url is served by someone else: there is nothing here to stop.
      },
    };
  }
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`No build in ${outDir}: run "npm run build" first.`);
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function walkRoutes(browser: Browser, origin: string, routes: string[]) {
  const results: RouteWalkResult[] = [];
  const arabic: Record<string, UnmarkedArabic> = {};
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const route of routes) {
      const started = Date.now();
      try {
        const walk = await walkRoute(page, origin + route, { indicator, maxStops });
        arabic[route] ??= await page.evaluate(unmarkedArabicText);
        results.push({ route, viewport, walk });
        const hidden = walk.stops.filter((stop) => stop.visibility !== 'visible').length;
        const weak = walk.stops.filter((stop) => stop.indicator && !stop.indicator.passes).length;
        const landed = new URL(walk.url).pathname === route ? '' : ` (walked on ${new URL(walk.url).pathname}, where it sent the browser)`;
        console.log(`${viewport.width}×${viewport.height} ${route}${landed}: ${walk.stops.length} stops, ${hidden} hidden or partly, ${weak} weak indicators (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        const [firstLine = ''] = (error as Error).message.split('\n');
        results.push({ route, viewport, error: firstLine });
        console.log(`${viewport.width}×${viewport.height} ${route}: not walked: ${firstLine}`);
      }
    }
    await context.close();
  }
  return { results, arabic };
}

const routes = walkPaths(process.cwd()).filter((route) => !only || only.includes(route));
const { origin, close } = await serve();
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
let walked: Awaited<ReturnType<typeof walkRoutes>>;
try {
  walked = await walkRoutes(browser, origin, routes);
} finally {
  await browser.close();
  close();
}

const report = buildReport(walked.results, viewports, walked.arabic);
const version = execSync(`${chromePath} --version`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const context =
  `${version}; ${routes.length} routes; Tab from the top, then Shift+Tab from the end, at most ${maxStops} stops each way. ` +
  'A stop is hidden when none of a 5×5 grid of points over the control can be seen (outside the viewport, clipped, or covered: ' +
  'the topmost element there that draws something is another one), partly hidden when some cannot, or when the corners or the middles ' +
  "of its outline's outer edge are outside the viewport, clipped, or under a fixed or sticky box. " +
  (indicator
    ? 'Indicator: captured focused and blurred, forward stops only; it passes when a run of 2 px whose colour changed by 3:1 crosses at least 75 % of the points of its edge.'
    : 'Indicator not checked (--no-indicator).');

console.log('\nviewport    stops  hidden  partly  indicator fails');
for (const width of report.widths) {
  console.log(`${`${width.width}×${width.height}`.padEnd(10)}  ${String(width.stops).padStart(5)}  ${String(width.hidden).padStart(6)}  ${String(width.partlyHidden).padStart(6)}  ${indicator ? `${width.indicatorFailures} of ${width.indicatorChecked}` : '-'}`);
}
for (const width of report.widths) {
  const worst = [...(report.hiddenOffenders[width.width] ?? []).slice(0, 5), ...(report.indicatorOffenders[width.width] ?? []).slice(0, 5)];
  if (worst.length) console.log(`\nWorst at ${width.width} px:\n${worst.map((row) => `  ${row.target}: ${row.detail}, on ${row.routes} routes (e.g. ${row.example})`).join('\n')}`);
}
const arabicTotal = Object.values(walked.arabic).reduce((sum, found) => sum + found.count, 0);
console.log(`\nArabic-script text nodes without lang="ar"/"ur": ${arabicTotal} on ${Object.values(walked.arabic).filter((found) => found.count).length} routes`);

const reports = join(process.cwd(), '.reports');
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, 'a11y.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), chromium: version, maxStops, indicator, ...report }, null, 2)}\n`);
writeFileSync(join(reports, 'a11y.md'), reportMarkdown(report, context));
console.log('\nWrote .reports/a11y.json and .reports/a11y.md');
