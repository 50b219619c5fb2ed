import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How many files a folder holds, at any depth, and their bytes on disk. */
export function folderSize(folder: string): { files: number; bytes: number } {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).reduce(
    (total, name) => {
      const stats = statSync(join(folder, name));
      return stats.isFile() ? { files: total.files + 1, bytes: total.bytes + stats.size } : total;
    },
    { files: 0, bytes: 0 },
  );
}
