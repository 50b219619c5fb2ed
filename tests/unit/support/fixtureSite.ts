import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import { collectionNames } from '../../../src/schema/collections';

/*
 * tests/unit/fixtures/site is a small valid site. A test copies it to a temporary folder and
 * breaks it with text edits, which keep line numbers unless the test says otherwise.
 */

export const FIXTURE = fileURLToPath(new URL('../fixtures/site', import.meta.url));

/** A replacement in one file of the fixture; `from` must occur exactly once. */
export type Edit = [file: string, from: string, to: string];

/** Makes copies of the fixture for one test file, removed once its tests are done. */
export function fixtureCopies(prefix: string): (...edits: Edit[]) => string {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  return (...edits) => {
    const root = mkdtempSync(join(tmpdir(), prefix));
    folders.push(root);
    cpSync(FIXTURE, root, { recursive: true });
    // The fixture writes out the collections its pages use; every other collection is an empty list.
    for (const name of collectionNames) {
      if (!existsSync(join(root, `content/${name}.yaml`))) writeFileSync(join(root, `content/${name}.yaml`), '[]\n');
    }
    for (const [file, from, to] of edits) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      expect(text.split(from).length - 1, `"${from}" in ${file}`).toBe(1);
      writeFileSync(path, text.replace(from, to));
    }
    return root;
  };
}
