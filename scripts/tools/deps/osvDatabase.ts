import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of an OSV record (https://ossf.github.io/osv-schema/) that a version check needs. */
export interface OsvRecord {
  id: string;
  modified?: string;
  withdrawn?: string;
  aliases?: string[];
  summary?: string;
  database_specific?: { severity?: string };
  affected?: OsvAffected[];
}

export interface OsvAffected {
  package?: { ecosystem?: string; name?: string };
  versions?: string[];
  ranges?: { type: string; events: Record<string, string>[] }[];
}

export interface OsvDatabase {
  /** The npm records, by package name. */
  readonly byPackage: Map<string, OsvRecord[]>;
  readonly records: number;
  /** The newest `modified` date of any record: the database knows nothing published after it. */
  readonly newest: string | undefined;
}

function recordsIn(path: string): OsvRecord[] {
  if (statSync(path).isDirectory()) {
    return readdirSync(path, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => recordsIn(join(path, name)));
  }
  if (path.endsWith('.zip')) throw new Error(`${path}: unzip it first (unzip all.zip -d osv-npm) and give the folder`);
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as OsvRecord | OsvRecord[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** Reads OSV records from a folder of `.json` files (osv.dev's all.zip for npm, unzipped) or one JSON file holding one record or a list. */
export function loadOsvDatabase(path: string): OsvDatabase {
  const byPackage = new Map<string, OsvRecord[]>();
  let records = 0;
  let newest: string | undefined;
  for (const record of recordsIn(path)) {
    if (!record.id || record.withdrawn) continue;
    records++;
    if (record.modified && (!newest || record.modified > newest)) newest = record.modified;
    const names = new Set((record.affected ?? []).filter((entry) => entry.package?.ecosystem === 'npm').map((entry) => entry.package?.name));
    for (const name of names) if (name) byPackage.set(name, [...(byPackage.get(name) ?? []), record]);
  }
  return { byPackage, records, newest };
}
