import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { outDir } from '../../../scripts/engine/paths';

/*
 * The built site as a static host holds it: these tests read dist/ and never start a server or a
 * browser. They need the test build (its EmailJS settings open the policy for EmailJS), so without
 * one they stop here, loudly, rather than pass over nothing.
 */
if (!existsSync(join(outDir, 'index.html'))) {
  throw new Error(`No build in ${outDir}: run \`npm run build:test\` before \`npm run test:built\`.`);
}

/** The file a path is served from, as the server finds it: the file itself, or the folder's index.html. */
export function builtFile(path: string): string | undefined {
  const direct = join(outDir, decodeURIComponent(path));
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  const index = join(direct, 'index.html');
  return existsSync(index) ? index : undefined;
}

export function builtText(path: string): string {
  const file = builtFile(path);
  if (!file) throw new Error(`${path} is not in the build`);
  return readFileSync(file, 'utf8');
}

export function builtBytes(path: string): Buffer {
  const file = builtFile(path);
  if (!file) throw new Error(`${path} is not in the build`);
  return readFileSync(file);
}

/** One parser for every page: a window each would cost more than the parse itself. */
const parser = new new JSDOM('').window.DOMParser();
const documents = new Map<string, Document>();

/** The page at a path, parsed as a browser parses it (no script runs); each page is parsed once per test file. */
export function builtPage(path: string): Document {
  let document = documents.get(path);
  if (!document) {
    document = parser.parseFromString(builtText(path), 'text/html');
    documents.set(path, document);
  }
  return document;
}

/** The words of an element's text, spaced as they read. */
export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The content of the page's first `<meta>` of that property or name. */
export function metaContent(document: Document, key: string): string | undefined {
  return document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
}
