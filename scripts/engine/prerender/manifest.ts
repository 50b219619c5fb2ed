import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The site's stylesheet: all CSS is one file (build.cssCodeSplit is off), its own manifest entry. */
export function siteStylesheets(manifest: Manifest): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`);
}

/**
 * The files an entry imports at once, directly or through each other (not its dynamic imports),
 * as the page links them: what the browser would otherwise discover one request after another.
 */
export function staticImports(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(entry);
  return [...seen].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
}
