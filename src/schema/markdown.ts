import { marked, type Token } from 'marked';
import { z } from 'zod';
import { activeContext } from './context';
import { markdownSource } from './primitives';
import { didYouMean } from './suggest';

function internalLinks(tokens: Token[]): string[] {
  const found: string[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'link' && token.href.startsWith('/')) found.push(token.href.split(/[?#]/)[0]!);
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

/** `{{legal.country}}` in the text becomes that site setting, so one value serves every page that quotes it. */
function quoteSettings(text: string, settings: unknown, report: (message: string) => void): string {
  const values = settingPaths(settings);
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, path: string) => {
    const value = values.get(path);
    if (value !== undefined) return value;
    if (settings !== undefined) report(`"${whole}" names no site setting.${didYouMean(path, values.keys())}`);
    return whole;
  });
}

/**
 * Markdown written inline or kept in a file under content/, rendered to HTML at build time. Its
 * internal links are checked against the routes like any other link, and `{{path}}` quotes a site
 * setting (for example `{{legal.country}}` in the legal pages).
 */
export const markdown = markdownSource
  .transform((source, ctx) => {
    const context = activeContext();
    const text = typeof source === 'string' ? source : context?.readText(source.file);
    if (text === undefined) {
      const file = typeof source === 'string' ? '' : source.file;
      ctx.addIssue({ code: 'custom', input: source, message: `file "content/${file}" does not exist` });
      return z.NEVER;
    }
    const quoted = quoteSettings(text, context?.settings, (message) => ctx.addIssue({ code: 'custom', input: source, message }));
    const tokens = marked.lexer(quoted);
    for (const href of internalLinks(tokens)) {
      if (context?.routes && !context.routes.has(href)) {
        ctx.addIssue({
          code: 'custom',
          input: source,
          message: `the link "${href}" in this Markdown is not a route declared in pages.yaml.${didYouMean(href, context.routes)}`,
        });
      }
    }
    return marked.parser(tokens);
  })
  .meta({ description: 'Markdown text, or { file: texts/name.md } for a file under content/' });
