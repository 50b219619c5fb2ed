import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StaticServer } from '../../engine/serve/staticServer';

/** The build's folders of files a page loads beside itself, and which of them the server compresses. */
const LOADED_FOLDERS = ['assets', 'images'];
const TEXT_FILE = /\.(js|css|svg|json)$/;

/**
 * Asks the server twice for each page to be measured and for every text file a page may load, as a
 * browser that accepts Brotli does, then waits until the server has compressed them all again at its
 * best. The server does that in the background the second time a file is asked for, almost a second
 * of a core for the longest page: without this, it fell inside Lighthouse's first runs of each
 * page, on a machine of two cores. Measured after, the pages are as the server sends them from then
 * on. Returns how many files were asked for.
 */
export async function warmServer(server: StaticServer, origin: string, outDir: string, pages: readonly string[]): Promise<number> {
  const loaded = LOADED_FOLDERS.flatMap((folder) =>
    readdirSync(join(outDir, folder))
      .filter((name) => TEXT_FILE.test(name))
      .map((name) => `/${folder}/${name}`),
  );
  const paths = [...new Set([...pages, ...loaded, '/manifest.webmanifest'])];
  for (let request = 0; request < 2; request++) {
    for (const path of paths) await (await fetch(origin + path, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
  }
  await server.compressionSettled();
  return paths.length;
}
