import { Marked, type Token } from 'marked';
import { linkAddress } from './linkAddress';

declare const rendered: unique symbol;

/**
 * HTML that came out of `renderMarkdown`, the only HTML a page inserts as it is. The brand lets the
 * compiler refuse any other string where such HTML is expected.
 */
export type RenderedMarkdown = string & { readonly [rendered]: true };

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made inert: every "&" too, so the browser reads back exactly the text given. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]!);
}

/** Marked's own clean-up of an address (percent-encoding spaces and the like); undefined when it cannot be encoded. */
function encodeAddress(href: string): string | undefined {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return undefined;
  }
}

/**
 * Marked with the ways out of plain text closed: raw HTML is shown as text, and a link or image whose
 * address is not allowed is left out (a link keeps its words). Validation refuses all of these with a
 * message; this holds even where validation is skipped, for a host that sends no Content Security Policy.
 */
const safeMarked = new Marked({
  renderer: {
    html({ text, block }) {
      return block ? `<p>${escapeHtml(text)}</p>\n` : escapeHtml(text);
    },
    text(token) {
      // Marked passes the text between <script> and </script> (and other raw tags) through unescaped.
      return token.type === 'text' && token.escaped ? escapeHtml(token.text) : false;
    },
    link({ href, title, tokens }) {
      const inner = this.parser.parseInline(tokens);
      const address = linkAddress(href);
      const encoded = address.allowed ? encodeAddress(address.href) : undefined;
      if (encoded === undefined) return inner;
      return `<a href="${escapeHtml(encoded)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
    },
    image({ href, title, text, tokens }) {
      const alt = tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text;
      const address = linkAddress(href);
      const encoded = address.allowed ? encodeAddress(address.href) : undefined;
      if (encoded === undefined) return escapeHtml(alt);
      return `<img src="${escapeHtml(encoded)}" alt="${escapeHtml(alt)}"${title ? ` title="${escapeHtml(title)}"` : ''}>`;
    },
  },
});

/** Markdown's tokens, for checking before they are rendered. */
export function lexMarkdown(text: string): Token[] {
  return safeMarked.lexer(text);
}

export function renderMarkdownTokens(tokens: Token[]): RenderedMarkdown {
  return safeMarked.parser(tokens) as RenderedMarkdown;
}
