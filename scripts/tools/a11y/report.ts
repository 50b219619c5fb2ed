import type { UnmarkedArabic } from './arabicText';
import type { FocusStop, FocusWalk } from './focusWalk';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** One route walked at one viewport size. */
export interface RouteWalkResult {
  readonly route: string;
  readonly viewport: Viewport;
  readonly walk?: FocusWalk;
  /** Why the route could not be walked, when it could not. */
  readonly error?: string;
}

interface WidthSummary {
  readonly width: number;
  readonly height: number;
  readonly routes: number;
  readonly stops: number;
  readonly hidden: number;
  readonly partlyHidden: number;
  readonly indicatorChecked: number;
  readonly indicatorFailures: number;
  readonly errors: number;
}

interface Offender {
  readonly target: string;
  /** Routes where it happens. */
  readonly routes: number;
  readonly example: string;
  readonly detail: string;
}

export interface AuditReport {
  readonly widths: WidthSummary[];
  readonly hiddenOffenders: Record<number, Offender[]>;
  readonly indicatorOffenders: Record<number, Offender[]>;
  readonly arabic: Record<string, UnmarkedArabic>;
  readonly results: RouteWalkResult[];
}

const isHidden = (stop: FocusStop) => stop.visibility !== 'visible';
const indicatorFails = (stop: FocusStop) => stop.indicator !== undefined && !stop.indicator.passes;

function summarise(results: RouteWalkResult[], viewport: Viewport): WidthSummary {
  const stops = results.flatMap((result) => result.walk?.stops ?? []);
  return {
    ...viewport,
    routes: results.length,
    stops: stops.length,
    hidden: stops.filter((stop) => stop.visibility === 'hidden').length,
    partlyHidden: stops.filter((stop) => stop.visibility === 'partly hidden').length,
    indicatorChecked: stops.filter((stop) => stop.indicator).length,
    indicatorFailures: stops.filter(indicatorFails).length,
    errors: results.filter((result) => result.error).length,
  };
}

/** Problems grouped by the element they happen on (the same header link fails on every route), most routes first. */
function offenders(results: RouteWalkResult[], failing: (stop: FocusStop) => boolean, detail: (stop: FocusStop) => string, limit = 15): Offender[] {
  const byTarget = new Map<string, { routes: Set<string>; example: string; detail: string }>();
  for (const result of results) {
    for (const stop of result.walk?.stops ?? []) {
      if (!failing(stop)) continue;
      const key = `${stop.target} — ${detail(stop)}`;
      const entry = byTarget.get(key) ?? { routes: new Set<string>(), example: `${result.route} (${stop.direction} stop ${stop.index})`, detail: detail(stop) };
      entry.routes.add(result.route);
      byTarget.set(key, entry);
    }
  }
  return [...byTarget.entries()]
    .map(([key, entry]) => ({ target: key.slice(0, key.lastIndexOf(' — ')), routes: entry.routes.size, example: entry.example, detail: entry.detail }))
    .sort((a, b) => b.routes - a.routes || a.target.localeCompare(b.target))
    .slice(0, limit);
}

const hiddenDetail = (stop: FocusStop) => `${stop.visibility} (${stop.reasons.join(', ')}${stop.coveredBy ? ` by ${stop.coveredBy}` : ''})`;
const indicatorDetail = (stop: FocusStop) => (stop.indicator ? `indicated on ${Math.round(stop.indicator.share * 100)} % of its edge` : '');

export function buildReport(results: RouteWalkResult[], viewports: Viewport[], arabic: Record<string, UnmarkedArabic>): AuditReport {
  const at = (viewport: Viewport) => results.filter((result) => result.viewport.width === viewport.width && result.viewport.height === viewport.height);
  return {
    widths: viewports.map((viewport) => summarise(at(viewport), viewport)),
    hiddenOffenders: Object.fromEntries(viewports.map((viewport) => [viewport.width, offenders(at(viewport), isHidden, hiddenDetail)])),
    indicatorOffenders: Object.fromEntries(viewports.map((viewport) => [viewport.width, offenders(at(viewport), indicatorFails, indicatorDetail)])),
    arabic,
    results,
  };
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The report as markdown: figures per width, then the worst offenders, then the routes' own figures. */
export function reportMarkdown(report: AuditReport, context: string): string {
  const lines = [
    '# Keyboard walk',
    '',
    context,
    '',
    '| viewport | routes | stops | hidden | partly hidden | indicator checked | indicator fails | routes not walked |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.widths.map(
      (width) =>
        `| ${width.width}×${width.height} | ${width.routes} | ${width.stops} | ${width.hidden} | ${width.partlyHidden} | ${width.indicatorChecked} | ${width.indicatorFailures} | ${width.errors} |`,
    ),
  ];
  for (const width of report.widths) {
    const hidden = report.hiddenOffenders[width.width] ?? [];
    const indicator = report.indicatorOffenders[width.width] ?? [];
    lines.push('', `## ${width.width}×${width.height}`, '');
    lines.push('Routes with hidden or partly hidden stops:', '');
    const perRoute = report.results
      .filter((result) => result.viewport.width === width.width)
      .map((result) => ({ route: result.route, count: (result.walk?.stops ?? []).filter(isHidden).length, error: result.error }))
      .filter((row) => row.count || row.error)
      .sort((a, b) => b.count - a.count);
    lines.push(perRoute.length ? perRoute.map((row) => `${row.route} ${row.error ? `(not walked: ${row.error})` : row.count}`).join(', ') : 'none');
    if (hidden.length) {
      lines.push('', '| hidden focus: element | routes | how | e.g. |', '| --- | --- | --- | --- |');
      lines.push(...hidden.map((row) => `| ${cell(row.target)} | ${row.routes} | ${cell(row.detail)} | ${cell(row.example)} |`));
    }
    if (indicator.length) {
      lines.push('', '| weak focus indicator: element | routes | measured | e.g. |', '| --- | --- | --- | --- |');
      lines.push(...indicator.map((row) => `| ${cell(row.target)} | ${row.routes} | ${cell(row.detail)} | ${cell(row.example)} |`));
    }
  }
  const arabic = Object.entries(report.arabic).filter(([, found]) => found.count);
  lines.push('', '## Arabic-script text without lang="ar" or lang="ur"', '');
  lines.push(
    arabic.length
      ? ['| route | text nodes | e.g. |', '| --- | --- | --- |', ...arabic.map(([route, found]) => `| ${route} | ${found.count} | ${cell(found.samples.join(' / '))} |`)].join('\n')
      : `none on ${Object.keys(report.arabic).length} routes`,
  );
  return `${lines.join('\n')}\n`;
}
