import { marked, type Token } from 'marked';
import { z } from 'zod';
import { messages } from '../content/messages';
import { activeContext } from './context';
import { linkAddress } from './linkAddress';
import { lexMarkdown, renderMarkdownTokens, type RenderedMarkdown } from './markdownRenderer';
import { unsafeParts, type UnsafePart } from './markdownSafety';
import { markdownSource } from './primitives';
import { didYouMean } from './suggest';

function internalLinks(tokens: Token[]): string[] {
  const found: string[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type !== 'link') return;
    const address = linkAddress(token.href);
    if (address.allowed && address.href.startsWith('/')) found.push(address.href.split(/[?#]/)[0]!);
  });
  return found;
}

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
function quoteSettings(text: string, settings: unknown, report: (message: string) => void): Quoted {
  const values = settingPaths(settings);
  const replaced: { start: number; end: number; writtenStart: number; writtenEnd: number }[] = [];
  let growth = 0;
  const quoted = text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, path: string, offset: number) => {
    const value = values.get(path);
    if (value === undefined && settings !== undefined) report(`"${whole}" names no site setting.${didYouMean(path, values.keys())}`);
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

function placeIn(text: string, offset: number | undefined, origin: MarkdownOrigin): string {
  if (offset === undefined) return origin.file ? `content/${origin.file}` : 'this Markdown';
  const before = text.slice(0, offset).split('\n');
  const line = origin.firstLine + before.length - 1;
  const column = before.at(-1)!.length + 1;
  return origin.file ? `content/${origin.file}:${line}:${column}` : `line ${line}, column ${column} of this Markdown`;
}

function unsafeMessage(part: UnsafePart, where: string): string {
  return part.kind === 'html' ? messages.markdownHtml(part.found, where) : messages.markdownAddress(part.kind, part.found, part.readAs, where);
}

/**
 * Checks Markdown and renders it to HTML. `report` hears every problem: a setting it names that
 * does not exist, an internal link that is no route, raw HTML, or a link or image going anywhere
 * but a site path or an http:, https:, mailto: or tel: address (each located in the text). The
 * HTML never carries what is refused, whether or not anyone listens to `report`.
 */
export function renderMarkdown(text: string, origin: MarkdownOrigin, report: (message: string) => void): RenderedMarkdown {
  const context = activeContext();
  const quoted = quoteSettings(text, context?.settings, report);
  const tokens = lexMarkdown(quoted.text);
  for (const part of unsafeParts(tokens, quoted.text)) {
    const offset = part.offset === undefined ? undefined : quoted.writtenOffset(part.offset);
    report(unsafeMessage(part, placeIn(text, offset, origin)));
  }
  for (const href of internalLinks(tokens)) {
    if (context?.routes && !context.routes.has(href)) {
      report(`the link "${href}" in this Markdown is not a route declared in pages.yaml.${didYouMean(href, context.routes)}`);
    }
  }
  return renderMarkdownTokens(tokens);
}

/** The text of inline Markdown or of its file; undefined (and reported, with the nearest file's name) when the file is missing. */
export function readMarkdownSource(source: string | { file: string }, ctx: z.RefinementCtx): string | undefined {
  if (typeof source === 'string') return source;
  const context = activeContext();
  const text = context?.readText(source.file);
  if (text === undefined) {
    const hint = didYouMean(source.file, context?.markdownFiles?.() ?? []);
    ctx.addIssue({ code: 'custom', input: source, message: `file "content/${source.file}" does not exist.${hint}` });
  }
  return text;
}

/**
 * Markdown written inline or kept in a file under content/, rendered to HTML at build time. Its
 * internal links are checked against the routes like any other link, and `{{path}}` quotes a site
 * setting (for example `{{legal.country}}` in the legal pages).
 */
export const markdown = markdownSource
  .transform((source, ctx): RenderedMarkdown => {
    const text = readMarkdownSource(source, ctx);
    if (text === undefined) return z.NEVER;
    const origin = typeof source === 'string' ? { firstLine: 1 } : { file: source.file, firstLine: 1 };
    return renderMarkdown(text, origin, (message) => ctx.addIssue({ code: 'custom', input: source, message }));
  })
  .meta({ description: 'Markdown text, or { file: texts/name.md } for a file under content/' });
