/*
 * Prints the mutation score of each folder, and of each area the tests are held to, from the JSON
 * report(s) Stryker writes. Several reports (runs over different files) are read as one.
 *
 *   tsx scripts/tools/mutationScores.ts [report.json ...]   (default: .reports/mutation/mutation.json)
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface Mutant {
  readonly status: string;
}
interface Report {
  readonly files: Record<string, { readonly mutants: readonly Mutant[] }>;
}

/** The areas with the score each must reach, and which files belong to each. */
const areas: readonly { readonly name: string; readonly target: number; readonly holds: (path: string) => boolean }[] = [
  {
    name: 'content validation (scripts/engine: content, dev, schemas)',
    target: 90,
    holds: (path) => ['content', 'dev', 'schemas'].some((folder) => path.startsWith(`scripts/engine/${folder}/`)),
  },
  { name: 'blog services (src/services/blog)', target: 90, holds: (path) => path.startsWith('src/services/blog/') },
  { name: 'all', target: 85, holds: () => true },
];

type Tally = Record<'killed' | 'survived' | 'noCoverage', number>;

/** Stryker's own score: detected mutants over valid ones (ignored and non-compiling ones left out). */
const detected = new Set(['Killed', 'Timeout']);
const undetected: Record<string, keyof Tally | undefined> = { Survived: 'survived', NoCoverage: 'noCoverage' };

function tally(mutants: readonly Mutant[], into: Tally): void {
  for (const { status } of mutants) {
    if (detected.has(status)) into.killed += 1;
    const missed = undetected[status];
    if (missed) into[missed] += 1;
  }
}

const score = (t: Tally) => {
  const valid = t.killed + t.survived + t.noCoverage;
  return valid === 0 ? 'n/a' : `${((100 * t.killed) / valid).toFixed(1)}%`;
};
const empty = (): Tally => ({ killed: 0, survived: 0, noCoverage: 0 });
const row = (label: string, t: Tally, suffix = '') =>
  `${label.padEnd(66)} ${score(t).padStart(7)}  ${String(t.killed).padStart(6)} ${String(t.survived).padStart(8)} ${String(t.noCoverage).padStart(7)}${suffix}`;

const paths = process.argv.slice(2);
const reports = (paths.length > 0 ? paths : ['.reports/mutation/mutation.json']).map((path) => JSON.parse(readFileSync(path, 'utf8')) as Report);
const files = Object.assign({}, ...reports.map((report) => report.files)) as Report['files'];

const folders = new Map<string, Tally>();
for (const [path, file] of Object.entries(files)) {
  const folder = dirname(path);
  if (!folders.has(folder)) folders.set(folder, empty());
  tally(file.mutants, folders.get(folder)!);
}

const heading = `${'folder'.padEnd(66)} ${'score'.padStart(7)}  ${'killed'.padStart(6)} ${'survived'.padStart(8)} ${'no cov.'.padStart(7)}`;
console.log(heading);
for (const [folder, t] of [...folders].sort(([a], [b]) => a.localeCompare(b))) console.log(row(folder, t));
console.log(`\n${heading.replace('folder', 'area (target)')}`);
for (const area of areas) {
  const t = empty();
  for (const [path, file] of Object.entries(files)) if (area.holds(path)) tally(file.mutants, t);
  const valid = t.killed + t.survived + t.noCoverage;
  const reached = valid > 0 && (100 * t.killed) / valid >= area.target;
  console.log(row(`${area.name} (${area.target}%)`, t, reached ? '' : '  below target'));
}
