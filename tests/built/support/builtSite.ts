import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { loadValidSite, type SiteContent } from '../../../scripts/engine/content/loadSite';
import { outDir } from '../../../scripts/engine/paths';

/*
 * The built site as a static host holds it: these tests read dist/ and never start a server or a
 * browser. They need the test build (its EmailJS settings open the policy for EmailJS), so without
 * one they stop here, loudly, rather than pass over nothing.
 */
if (!existsSync(join(outDir, 'index.html'))) {
  throw new Error(`No build in ${outDir}: run \`npm run build:test\` before \`npm run test:built\`.`);
}

let content: SiteContent | undefined;

/** The site's content (pages.yaml and content/), which the build was made from: loaded once per worker, for every file of it. */
export function siteContent(): SiteContent {
  content ??= loadValidSite(process.cwd()).data;
  return content;
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

/** The page at a path, parsed as a browser parses it (no script runs); each page is parsed once per worker, and no test changes it. */
export function builtPage(path: string): Document {
  let document = documents.get(path);
  if (!document) {
    document = parser.parseFromString(builtText(path), 'text/html');
    documents.set(path, document);
  }
  return document;
}

/** The page's header alone, parsed: for checks of the shell over pages too long to parse whole (the surahs'). */
export function builtHeader(path: string): Document {
  const html = builtText(path);
  return parser.parseFromString(html.slice(0, html.indexOf('</header>') + '</header>'.length), 'text/html');
}

/** Every page the build writes under a folder (a language's, `ur`), by its path: /ur/, /ur/about/… */
export function builtPagesUnder(folder: string): string[] {
  return readdirSync(join(outDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${folder}/${file.replace(/index\.html$/, '')}`);
}

/** The words of an element's text, spaced as they read. */
export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The content of the page's first `<meta>` of that property or name. */
export function metaContent(document: Document, key: string): string | undefined {
  return document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
}

/**
 * Whether an element is shown as served, to the eye and to assistive technology: inside no element
 * hidden, hidden from assistive technology, or shown only once opened (a popover, a closed
 * details' content, a closed dialog). A template's content is not in the document at all.
 */
export const isShown = (element: Element): boolean =>
  !element.closest('[hidden], [aria-hidden="true"], [popover], details:not([open]) > :not(summary), dialog:not([open])');

/** The name an element is announced by: its aria-label, or its words (the parts only screen readers get among them). */
export const nameOf = (element: Element): string => element.getAttribute('aria-label') ?? textOf(element);

/** The links shown under `root` whose name holds `name` in any case, as a browser test finds a link by its name, or matches it. */
export function linksNamed(root: ParentNode, name: string | RegExp): HTMLAnchorElement[] {
  const named = typeof name === 'string' ? (words: string) => words.toLowerCase().includes(name.toLowerCase()) : (words: string) => name.test(words);
  return [...root.querySelectorAll('a')].filter((link) => isShown(link) && named(nameOf(link)));
}

/** The page's h1 headings, in words. */
export const h1Of = (page: Document): string[] => [...page.querySelectorAll('h1')].map(textOf);

/** The breadcrumb trail: each crumb's label and its link, or null for the current page (aria-current). */
export function breadcrumbs(page: Document): [string, string | null][] {
  const nav = page.querySelector('nav[aria-label="Breadcrumb"]');
  return [...(nav?.querySelectorAll('li') ?? [])].map((item) => {
    const link = item.querySelector('a');
    if (link) return [textOf(item), link.getAttribute('href')];
    return [textOf(item), item.querySelector('[aria-current="page"]') || item.getAttribute('aria-current') === 'page' ? null : 'not marked current'];
  });
}

/** The sections of the page's content that a section heading (h2) of those words opens. */
export function section(page: Document, heading: string | RegExp): Element[] {
  return [...page.querySelectorAll('main h2')]
    .filter((h2) => (typeof heading === 'string' ? textOf(h2) === heading : heading.test(textOf(h2))))
    .map((h2) => h2.closest('section')!)
    .filter(Boolean);
}

/** The one section a heading (h2) of those words opens; a second one fails the test. */
export function theSection(page: Document, heading: string): Element {
  const [found, ...more] = section(page, heading);
  expect(more).toEqual([]);
  return found!;
}

/** Where each of the links named so under `root` goes (see linksNamed): one link, one entry. */
export const hrefsOf = (root: ParentNode, name: string | RegExp): (string | null)[] => linksNamed(root, name).map((link) => link.getAttribute('href'));

/** Every link in the page's content, apart from the breadcrumb trail. */
export const contentLinks = (page: Document): string[] =>
  [...page.querySelectorAll('main a')].filter((link) => !link.closest('nav[aria-label="Breadcrumb"]')).map((link) => link.getAttribute('href') ?? '');

/**
 * The elements shown under `root` whose words are `text`, or match it: the smallest such, as a
 * browser test finds text (an element whose own child already holds the words is not counted again).
 */
export function shownWithText(root: ParentNode, text: string | RegExp): Element[] {
  const matches = (element: Element) => (typeof text === 'string' ? textOf(element) === text : text.test(textOf(element)));
  return [...root.querySelectorAll('*')].filter((element) => matches(element) && ![...element.children].some(matches) && isShown(element) && !element.closest('script, style'));
}
