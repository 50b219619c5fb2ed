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

/**
 * Markdown written inline or kept in a file under content/, rendered to HTML at build time. Its
 * internal links are checked against the routes like any other link.
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
    const tokens = marked.lexer(text);
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
