import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** The files of a temporary folder, by their paths in it ("content/texts/about.md"). */
export type FolderFiles = Readonly<Record<string, string | Uint8Array>>;

/**
 * Makes temporary folders for one test file, each holding the files given and the empty folders
 * named; all are removed once the file's tests are done.
 */
export function tempFolders(prefix: string): (files?: FolderFiles, emptyFolders?: readonly string[]) => string {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  return (files = {}, emptyFolders = []) => {
    const root = mkdtempSync(join(tmpdir(), prefix));
    folders.push(root);
    for (const folder of emptyFolders) mkdirSync(join(root, folder), { recursive: true });
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return root;
  };
}
