import type { LockedPackage } from './lockfile';
import type { OsvAffected, OsvDatabase, OsvRecord } from './osvDatabase';
import { compareVersions, parseVersion } from './semver';

export interface Finding {
  readonly pkg: LockedPackage;
  readonly record: OsvRecord;
  /** The versions the record names as fixed, for this package. */
  readonly fixed: string[];
}

export interface MatchResult {
  readonly findings: Finding[];
  /** What the check could not decide: a version it cannot read, a range in a form it does not know. */
  readonly undecided: string[];
}

/**
 * Whether a version falls in a range's events, as the OSV schema defines them: sorted by version,
 * `introduced` opens an affected span, `fixed` closes it at that version, `last_affected` just after it.
 */
function inEvents(version: ReturnType<typeof parseVersion> & object, events: Record<string, string>[]): boolean | undefined {
  const parsed: { kind: string | undefined; version: NonNullable<ReturnType<typeof parseVersion>> }[] = [];
  for (const event of events) {
    const [kind, value] = Object.entries(event)[0] ?? [];
    const eventVersion = value === '0' ? parseVersion('0.0.0-0') : value ? parseVersion(value) : undefined;
    // An event without a version that can be read leaves the whole range undecided.
    if (!eventVersion) return undefined;
    parsed.push({ kind, version: eventVersion });
  }
  parsed.sort((a, b) => compareVersions(a.version, b.version));
  let affected = false;
  for (const event of parsed) {
    const order = compareVersions(version, event.version);
    if (event.kind === 'introduced' && order >= 0) affected = true;
    else if ((event.kind === 'fixed' || event.kind === 'limit') && order >= 0) affected = false;
    else if (event.kind === 'last_affected' && order > 0) affected = false;
  }
  return affected;
}

function affects(entry: OsvAffected, pkg: LockedPackage): boolean | undefined {
  if (entry.versions?.includes(pkg.version)) return true;
  const version = parseVersion(pkg.version);
  const ranges = (entry.ranges ?? []).filter((range) => range.type === 'SEMVER' || range.type === 'ECOSYSTEM');
  if (!version || (!ranges.length && !entry.versions?.length)) return undefined;
  let undecided = false;
  for (const range of ranges) {
    const answer = inEvents(version, range.events);
    if (answer) return true;
    if (answer === undefined) undecided = true;
  }
  return undecided ? undefined : false;
}

/** Every locked package that an OSV record names at the locked version. */
export function matchAdvisories(packages: readonly LockedPackage[], database: OsvDatabase): MatchResult {
  const findings: Finding[] = [];
  const undecided: string[] = [];
  for (const pkg of packages) {
    for (const record of database.byPackage.get(pkg.name) ?? []) {
      const entries = (record.affected ?? []).filter((entry) => entry.package?.ecosystem === 'npm' && entry.package.name === pkg.name);
      const answers = entries.map((entry) => affects(entry, pkg));
      if (answers.includes(true)) {
        const fixed = entries.flatMap((entry) => (entry.ranges ?? []).flatMap((range) => range.events.flatMap((event) => (event.fixed ? [event.fixed] : []))));
        findings.push({ pkg, record, fixed: [...new Set(fixed)] });
      } else if (answers.includes(undefined)) {
        undecided.push(`${pkg.name}@${pkg.version} against ${record.id}`);
      }
    }
  }
  return { findings, undecided };
}
