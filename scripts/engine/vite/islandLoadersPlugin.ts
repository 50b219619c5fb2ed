import { join } from 'node:path';
import type { Plugin } from 'vite';
import { islandEntries, islandLoadersModule } from './islandEntries.ts';

const ISLAND_LOADERS_MODULE_ID = 'virtual:island-loaders';
const RESOLVED_ID = `\0${ISLAND_LOADERS_MODULE_ID}`;

/**
 * Gives the island runtime `virtual:island-loaders`: each island's component by block type, read
 * from the block definitions when the module is loaded (islandEntries.ts). In the dev server an
 * edit of the list or of a definition loads it again.
 */
export function islandLoadersPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'academy-island-loaders',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ISLAND_LOADERS_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { islands, files } = islandEntries(root);
      for (const file of files) this.addWatchFile(join(root, file));
      return islandLoadersModule(islands);
    },
  };
}
