import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LockedPackage } from '../../../../scripts/tools/deps/lockfile';
import { readLockfile } from '../../../../scripts/tools/deps/lockfile';
import { loadOsvDatabase, type OsvRecord } from '../../../../scripts/tools/deps/osvDatabase';
import { matchAdvisories } from '../../../../scripts/tools/deps/osvMatch';

const locked = (name: string, version: string): LockedPackage => ({ name, version, path: `node_modules/${name}`, dev: false });

/** An OSV database on disk, as osv.dev's npm export unzips: one JSON file per record. */
function database(records: OsvRecord[]) {
  const folder = mkdtempSync(join(tmpdir(), 'osv-'));
  for (const record of records) writeFileSync(join(folder, `${record.id}.json`), JSON.stringify(record));
  return loadOsvDatabase(folder);
}

const npm = (name: string) => ({ ecosystem: 'npm', name });

describe('the offline dependency check', () => {
  const advisories = database([
    { id: 'GHSA-fixed-range', modified: '2026-01-02T00:00:00Z', affected: [{ package: npm('left-pad'), ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { fixed: '1.3.0' }] }] }] },
    { id: 'GHSA-last-affected', modified: '2026-03-04T00:00:00Z', affected: [{ package: npm('tiny'), ranges: [{ type: 'SEMVER', events: [{ introduced: '2.0.0' }, { last_affected: '2.1.0' }] }] }] },
    { id: 'GHSA-listed', affected: [{ package: npm('listed'), versions: ['0.9.1'] }] },
    { id: 'GHSA-withdrawn', withdrawn: '2026-02-01T00:00:00Z', affected: [{ package: npm('left-pad'), versions: ['1.3.5'] }] },
    { id: 'PYSEC-other-ecosystem', affected: [{ package: { ecosystem: 'PyPI', name: 'left-pad' }, versions: ['1.3.5'] }] },
    { id: 'GHSA-git-only', affected: [{ package: npm('odd'), ranges: [{ type: 'GIT', events: [{ introduced: 'abc123' }] }] }] },
  ]);

  const found = (pkg: LockedPackage) => matchAdvisories([pkg], advisories).findings.map((finding) => finding.record.id);

  it('finds a locked version inside an affected range and names the fix', () => {
    const { findings } = matchAdvisories([locked('left-pad', '1.2.9')], advisories);
    expect(findings.map((finding) => [finding.record.id, finding.fixed])).toEqual([['GHSA-fixed-range', ['1.3.0']]]);
  });

  it('passes the fixed version and what comes after it', () => {
    expect(found(locked('left-pad', '1.3.0'))).toEqual([]);
    expect(found(locked('left-pad', '1.3.5'))).toEqual([]);
  });

  it('counts a prerelease of the fixed version as still affected', () => {
    expect(found(locked('left-pad', '1.3.0-rc.1'))).toEqual(['GHSA-fixed-range']);
  });

  it('reads last_affected as inclusive', () => {
    expect(found(locked('tiny', '1.9.9'))).toEqual([]);
    expect(found(locked('tiny', '2.1.0'))).toEqual(['GHSA-last-affected']);
    expect(found(locked('tiny', '2.1.1'))).toEqual([]);
  });

  it('matches explicit version lists', () => {
    expect(found(locked('listed', '0.9.1'))).toEqual(['GHSA-listed']);
    expect(found(locked('listed', '0.9.2'))).toEqual([]);
  });

  it('ignores withdrawn records and other ecosystems, and says what it could not decide', () => {
    expect(advisories.records).toBe(5);
    expect(advisories.newest).toBe('2026-03-04T00:00:00Z');
    const result = matchAdvisories([locked('odd', '1.0.0')], advisories);
    expect(result.findings).toEqual([]);
    expect(result.undecided).toEqual(['odd@1.0.0 against GHSA-git-only']);
  });

  it('reads every registry package of a lockfile and skips links and git sources', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lock-'));
    const file = join(folder, 'package-lock.json');
    writeFileSync(
      file,
      JSON.stringify({
        lockfileVersion: 3,
        packages: {
          '': { name: 'site' },
          'node_modules/left-pad': { version: '1.2.9', resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.2.9.tgz' },
          'node_modules/a/node_modules/@scope/b': { version: '2.0.0', dev: true, resolved: 'https://registry.npmjs.org/@scope/b/-/b-2.0.0.tgz' },
          'node_modules/alias': { name: 'real-name', version: '3.0.0', resolved: 'https://registry.npmjs.org/real-name/-/real-name-3.0.0.tgz' },
          'node_modules/linked': { link: true, resolved: 'packages/linked' },
          'node_modules/from-git': { version: '1.0.0', resolved: 'git+ssh://git@github.com/x/y.git#abc' },
        },
      }),
    );
    const lock = readLockfile(file);
    expect(lock.packages.map((pkg) => `${pkg.name}@${pkg.version}${pkg.dev ? ' (dev)' : ''}`)).toEqual(['left-pad@1.2.9', '@scope/b@2.0.0 (dev)', 'real-name@3.0.0']);
    expect(lock.skipped).toEqual(['node_modules/linked', 'node_modules/from-git']);
  });
});
