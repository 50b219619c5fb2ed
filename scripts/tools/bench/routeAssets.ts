import { gzipSync } from 'node:zlib';

/** The JavaScript and CSS a prerendered page asks for before it is interactive, as its HTML lists them. */
export function assetsBeforeInteractive(html: string): { scripts: string[]; styles: string[] } {
  // Each pattern's one group always takes part in a match.
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(([, url = '']) => url);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, url = '']) => url);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

export const gzipBytes = (body: Uint8Array | string) => gzipSync(body, { level: 9 }).length;

/** Interactive blocks live in *.client.tsx files, so their chunks carry ".client-" in their names. */
export const hasInteractiveBlocks = (scripts: readonly string[]) => scripts.some((file) => file.includes('.client-'));

/** A route with only static blocks ships at most this much JavaScript (gzip) before it is interactive. */
export const STATIC_ROUTE_JS_BUDGET = 100 * 1024;

/**
 * A route with interactive blocks: their code is in it too, but their libraries (firebase,
 * keen-slider, EmailJS, zod) load on demand, so the room above the static budget stays small.
 */
export const INTERACTIVE_ROUTE_JS_BUDGET = 110 * 1024;

export const jsBudgetFor = (scripts: readonly string[]) =>
  hasInteractiveBlocks(scripts) ? INTERACTIVE_ROUTE_JS_BUDGET : STATIC_ROUTE_JS_BUDGET;
