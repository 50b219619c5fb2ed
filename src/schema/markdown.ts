import type { Token, Tokens } from 'marked';
import { z } from 'zod';
import { messages } from './messages';
import { activeContext } from './context';
import { linkAddress } from './linkAddress';
import { lexMarkdown, renderMarkdownTokens, type RenderedMarkdown } from './markdownRenderer';
import { locator, unsafeParts, walkTokens, type UnsafePart } from './markdownSafety';
import { markdownSource } from './primitives';
import { didYouMean } from './suggest';

/** Every text or number setting by its dotted path ("legal.country"), for quoting in Markdown. */
function settingPaths(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string' || typeof value === 'number') found.set(prefix, String(value));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const [path, text] of settingPaths(inner, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
    }
  }
  return found;
}

interface Quoted {
  readonly text: string;
  /** Where an offset in the quoted text was in the text as written; inside a quoted value, the start of its `{{...}}`. */
  readonly writtenOffset: (offset: number) => number;
}

/** `{{legal.country}}` in the text becomes that site setting, so one value serves every page that quotes it. */
function quoteSettings(text: string, settings: unknown, report: (message: string, offset: number) => void): Quoted {
  const values = settingPaths(settings);
  const replaced: { start: number; end: number; writtenStart: number; writtenEnd: number }[] = [];
  let growth = 0;
  const quoted = text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, path: string, offset: number) => {
    const value = values.get(path);
    if (value === undefined && settings !== undefined) report(`"${whole}" names no site setting.${didYouMean(path, values.keys())}`, offset);
    const replacement = value ?? whole;
    replaced.push({ start: offset + growth, end: offset + growth + replacement.length, writtenStart: offset, writtenEnd: offset + whole.length });
    growth += replacement.length - whole.length;
    return replacement;
  });
  const writtenOffset = (offset: number) => {
    let shift = 0;
    for (const part of replaced) {
      if (offset < part.start) break;
      if (offset < part.end) return part.writtenStart;
      shift = part.writtenEnd - part.end;
    }
    return offset + shift;
  };
  return { text: quoted, writtenOffset };
}

/** Where a Markdown text was written: its file under content/ (none when inline in YAML) and the line it starts on there. */
export interface MarkdownOrigin {
  readonly file?: string;
  readonly firstLine: number;
}

/**
 * A problem found in Markdown. `message` names its place in words, for whoever reads it alone; in a
 * Markdown file, `at` is that place and the message without it, so the report can be made there.
 */
export interface MarkdownProblem {
  readonly message: string;
  readonly at?: { readonly file: string; readonly line: number; readonly column: number; readonly message: string };
}

interface Place {
  /** The place in words ("content/texts/about.md:4:12", "line 2, column 5 of this Markdown"), for a message read alone. */
  readonly words: string;
  readonly at?: { readonly file: string; readonly line: number; readonly column: number };
}

function placeIn(text: string, offset: number | undefined, origin: MarkdownOrigin): Place {
  if (offset === undefined) return { words: origin.file ? `content/${origin.file}` : 'this Markdown' };
  const before = text.slice(0, offset).split('\n');
  const line = origin.firstLine + before.length - 1;
  const column = before.at(-1)!.length + 1;
  if (!origin.file) return { words: `line ${line}, column ${column} of this Markdown` };
  const file = `content/${origin.file}`;
  return { words: `${file}:${line}:${column}`, at: { file, line, column } };
}

/** `located(where)` is the message naming its place; without one when the report is made at that place. */
function problemAt(place: Place, located: (where?: string) => string): MarkdownProblem {
  return place.at ? { message: located(place.words), at: { ...place.at, message: located() } } : { message: located(place.words) };
}

/** The same message whether or not it is read at its place (it names no place itself). */
function problemNear(place: Place, message: string): MarkdownProblem {
  return place.at ? { message, at: { ...place.at, message } } : { message };
}

function unsafeMessage(part: UnsafePart, where?: string): string {
  return part.kind === 'html' ? messages.markdownHtml(part.found, where) : messages.markdownAddress(part.kind, part.found, part.readAs, where);
}

/** Internal links, and where each starts in `text`. */
function internalLinks(tokens: Token[], text: string): { href: string; offset?: number }[] {
  const locate = locator(text);
  const found: { href: string; offset?: number }[] = [];
  walkTokens(tokens, (token) => {
    if (token.type !== 'link') return;
    const address = linkAddress((token as Tokens.Link).href);
    if (address.allowed && address.href.startsWith('/')) found.push({ href: address.href.split(/[?#]/)[0]!, offset: locate(token.raw) });
  });
  return found;
}

/**
 * Main titles (h1) in the text, and where each starts. A page has one: its page header or hero.
 * Texts sit under it, in a block or item that may have its own h2 or h3 title.
 */
function mainTitles(tokens: Token[], text: string): { setext: boolean; offset?: number }[] {
  const locate = locator(text);
  const found: { setext: boolean; offset?: number }[] = [];
  walkTokens(tokens, (token) => {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) found.push({ setext: !token.raw.trimStart().startsWith('#'), offset: locate(token.raw) });
  });
  return found;
}

/**
 * Checks Markdown and renders it to HTML. `report` hears every problem: a setting it names that
 * does not exist, an internal link that is no route, a "#" heading (a second h1 on the page), raw
 * HTML, a link going anywhere but a site path or an http:, https:, mailto: or tel: address, or an
 * image from anywhere the site's policy blocks (each located in the text where it can be). The HTML never carries what is refused,
 * whether or not anyone listens to `report`.
 */
export function renderMarkdown(text: string, origin: MarkdownOrigin, report: (problem: MarkdownProblem) => void): RenderedMarkdown {
  const context = activeContext();
  const quoted = quoteSettings(text, context?.settings, (message, offset) => report(problemNear(placeIn(text, offset, origin), message)));
  const tokens = lexMarkdown(quoted.text);
  const written = (offset: number | undefined) => placeIn(text, offset === undefined ? undefined : quoted.writtenOffset(offset), origin);
  for (const part of unsafeParts(tokens, quoted.text)) {
    report(problemAt(written(part.offset), (where) => unsafeMessage(part, where)));
  }
  for (const { href, offset } of internalLinks(tokens, quoted.text)) {
    if (context?.routes && !context.routes.has(href)) {
      report(problemNear(written(offset), `the link "${href}" in this Markdown is not a route declared in pages.yaml.${didYouMean(href, context.routes)}`));
    }
  }
  for (const { setext, offset } of mainTitles(tokens, quoted.text)) {
    report(problemNear(written(offset), messages.markdownMainTitle(setext)));
  }
  return renderMarkdownTokens(tokens);
}

/** Hands a Markdown problem to zod, with its place in a Markdown file for the report to be made there. */
export function reportTo(ctx: z.RefinementCtx, source: unknown): (problem: MarkdownProblem) => void {
  return (problem) => ctx.addIssue({ code: 'custom', input: source, message: problem.message, ...(problem.at ? { params: { at: problem.at } } : {}) });
}

/**
 * The text of inline Markdown or of its file, with that file's path under content/; undefined (and
 * reported, with the nearest file's name) when the file is missing.
 */
export function readMarkdownSource(source: string | { file: string }, ctx: z.RefinementCtx): { text: string; file?: string } | undefined {
  if (typeof source === 'string') return { text: source };
  const context = activeContext();
  const text = context?.readText(source.file);
  if (text !== undefined) return { text, file: source.file };
  const hint = didYouMean(source.file, context?.markdownFiles?.() ?? []);
  ctx.addIssue({ code: 'custom', input: source, message: `file "content/${source.file}" does not exist${hint ? `.${hint}` : ''}` });
  return undefined;
}

/**
 * Markdown written inline or kept in a file under content/, rendered to HTML at build time. Its
 * internal links are checked against the routes like any other link, and `{{path}}` quotes a site
 * setting (for example `{{legal.country}}` in the legal pages).
 */
export const markdown = markdownSource
  .transform((source, ctx): RenderedMarkdown => {
    const read = readMarkdownSource(source, ctx);
    if (!read) return z.NEVER;
    return renderMarkdown(read.text, { file: read.file, firstLine: 1 }, reportTo(ctx, source));
  })
  .meta({ description: 'Markdown text, or { file: texts/name.md } for a file under content/' });
