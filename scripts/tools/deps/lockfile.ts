import { readFileSync } from 'node:fs';

/** One package as npm installed it, at one place in node_modules. */
export interface LockedPackage {
  readonly name: string;
  readonly version: string;
  readonly path: string;
  readonly dev: boolean;
}

interface LockEntry {
  version?: string;
  name?: string;
  dev?: boolean;
  link?: boolean;
  resolved?: string;
}

export interface Lockfile {
  readonly packages: LockedPackage[];
  /** Entries that name no registry version (links, git or file dependencies): nothing to look up. */
  readonly skipped: string[];
}

/** The packages a package-lock.json (version 2 or 3) installs; the project itself is not one of them. */
export function readLockfile(file: string): Lockfile {
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { lockfileVersion?: number; packages?: Record<string, LockEntry> };
  if (!lock.packages) throw new Error(`${file}: lockfileVersion ${lock.lockfileVersion ?? '?'} has no "packages"; npm 7 or later writes one`);
  const packages: LockedPackage[] = [];
  const skipped: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path) continue;
    // An aliased package (`"x": "npm:y@1"`) carries the real name; otherwise the folder is the name.
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const fromElsewhere = entry.link === true || (entry.resolved !== undefined && !/^https?:\/\//.test(entry.resolved));
    if (!entry.version || fromElsewhere) skipped.push(path);
    else packages.push({ name, version: entry.version, path, dev: !!entry.dev });
  }
  return { packages, skipped };
}
