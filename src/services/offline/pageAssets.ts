/** A deployment's own scripts, stylesheet and font: content-hashed files at the top of /assets/. */
const ASSET = /\/assets\/[\w-]+\.(?:js|css|woff2)\b/g;

/** Whether a path is one of a deployment's scripts, stylesheet or font. */
export function isAsset(path: string): boolean {
  return new RegExp(`^${ASSET.source}$`).test(path);
}

/** The scripts, stylesheet and font a page's HTML names, as paths, each once. */
export function assetsNamedBy(html: string): string[] {
  return [...new Set(html.match(ASSET) ?? [])];
}
