import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMap, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';

/**
 * pages.yaml with its routes repeated under new paths (/copy-2/about, /copy-2/courses...) until it
 * declares `routeCount` routes: the same blocks and content, so the build does the same work per
 * page as for the real site. Links in the copies still point at the original pages.
 */
function syntheticPages(pagesYaml: string, routeCount: number): string {
  const document = parseDocument(pagesYaml);
  const routes = document.get('routes') as YAMLSeq<YAMLMap>;
  // Template routes (`- template: course`) have no path to copy; the written routes are enough.
  const originals = routes.items.filter((route) => route.has('path') && route.get('path') !== '*');
  for (let copy = 2; routes.items.length < routeCount; copy++) {
    for (const original of originals) {
      if (routes.items.length >= routeCount) break;
      const route = original.clone();
      if (!isMap(route)) throw new Error('A copy of a route in pages.yaml came out as something other than a map');
      const path = String(route.get('path'));
      route.set('path', `/copy-${copy}${path === '/' ? '' : path}`);
      route.delete('aliases');
      routes.items.push(route);
    }
  }
  return document.toString({ lineWidth: 0 });
}

/**
 * A throwaway copy of the checkout (its node_modules linked, not copied) whose pages.yaml declares
 * `routeCount` routes. Returns its folder and a function that removes it.
 */
export function syntheticCheckout(root: string, routeCount: number): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), `site-${routeCount}-`));
  const skip = new Set(['node_modules', 'dist', 'dist-ssr', '.git', '.reports', 'test-results']);
  const topFolder = (source: string) => {
    const [first = ''] = source.slice(root.length + 1).split('/');
    return first;
  };
  cpSync(root, folder, { recursive: true, filter: (source) => !skip.has(topFolder(source)) });
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
  writeFileSync(join(folder, 'pages.yaml'), syntheticPages(readFileSync(join(root, 'pages.yaml'), 'utf8'), routeCount));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
