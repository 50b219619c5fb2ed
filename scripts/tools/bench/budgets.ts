import { readFileSync } from 'node:fs';
import { folderSize } from '../../engine/folderSize';
import { fileFor } from '../../engine/prerender/pageFiles';
import { gzipBytes } from './routeAssets';

/**
 * What the reader's ayah pages and the build may cost. Printed beside the measured figures, never
 * turned into a pass or a fail: the machine that builds is shared, and a figure over its budget is
 * for a person to read.
 */
export const pageBudgets = [
  { path: '/read-quran/1/1', gzipBytes: 10 * 1024 },
  { path: '/read-quran/2/255', gzipBytes: 10 * 1024 },
  // The longest ayah, in every language.
  { path: '/read-quran/2/282', gzipBytes: 14 * 1024 },
] as const;

const buildBudget = { seconds: 60, peakBytes: 2 * 1024 ** 3 } as const;

export interface BuildFigures {
  readonly seconds: number;
  /** The highest resident memory of the build's whole process tree. */
  readonly peakBytes: number;
}

export interface SiteFigures {
  /** Each budgeted page's HTML, gzipped at level 9, as a static host would send it compressed. */
  readonly pages: readonly { readonly path: string; readonly gzipBytes: number; readonly budget: number }[];
  readonly distBytes: number;
  readonly distFiles: number;
}

/** The budgeted pages' sizes and the whole built site's, read from `outDir`. */
export function siteFigures(outDir: string): SiteFigures {
  const dist = folderSize(outDir);
  return {
    pages: pageBudgets.map(({ path, gzipBytes: budget }) => ({ path, gzipBytes: gzipBytes(readFileSync(fileFor(outDir, path))), budget })),
    distBytes: dist.bytes,
    distFiles: dist.files,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const within = (figure: number, budget: number) => (figure <= budget ? 'within' : 'OVER');

/** The figures as rows of a table: what, the figure, its budget, and whether it is within it. */
export function budgetRows(site: SiteFigures, build?: BuildFigures): string[][] {
  return [
    ...site.pages.map((page) => [`${page.path} HTML (gzip)`, kb(page.gzipBytes), kb(page.budget), within(page.gzipBytes, page.budget)]),
    ...(build
      ? [
          ['npm run build, wall time', `${build.seconds.toFixed(1)} s`, `${buildBudget.seconds} s`, within(build.seconds, buildBudget.seconds)],
          ['npm run build, peak memory', mb(build.peakBytes), mb(buildBudget.peakBytes), within(build.peakBytes, buildBudget.peakBytes)],
        ]
      : []),
    ['dist, size', mb(site.distBytes), '', ''],
    ['dist, files', String(site.distFiles), '', ''],
  ];
}
