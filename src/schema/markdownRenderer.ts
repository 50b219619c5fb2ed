import { Marked, Renderer, type Token } from 'marked';
import { imageAddress } from './imageSources';
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

/** Letters of the Arabic script (Arabic, its supplements and presentation forms), with their vowel marks. */
const ARABIC_LETTERS = '\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';

/** A run of Arabic-script words: the spaces and joiners between them stay inside the run. */
const ARABIC_RUN = new RegExp(`[${ARABIC_LETTERS}]+(?:[\\s\\u200C\\u200D]+[${ARABIC_LETTERS}]+)*`, 'gu');

/** Letters Urdu writes and Arabic does not (tteh, ddal, rreh, noon ghunna, heh goal, yeh barree). */
const URDU_LETTERS = /[\u0679\u0688\u0691\u06BA\u06C1\u06D2]/u;

/**
 * Arabic-script words in the editors' text, each run marked with its language and direction, so a
 * screen reader switches to an Arabic (or Urdu) voice for them and the words read right to left
 * inside an English sentence. Editors write the Arabic as it is; nothing to mark by hand. A run with
 * letters only Urdu uses is marked as Urdu. The HTML given is already escaped text: its entities
 * are ASCII, so a run never cuts one.
 */
function markArabicRuns(html: string): string {
  return html.replace(ARABIC_RUN, (run) => `<span lang="${URDU_LETTERS.test(run) ? 'ur' : 'ar'}" dir="rtl">${run}</span>`);
}

const plainRenderer = new Renderer();

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
      // A text with inline parts (a list item's) is rendered part by part, each marked on its own.
      if ('tokens' in token && token.tokens) return false;
      // Marked passes the text between <script> and </script> (and other raw tags) through unescaped.
      if (token.type === 'text' && token.escaped) return markArabicRuns(escapeHtml(token.text));
      return markArabicRuns(plainRenderer.text.call(this, token));
    },
    codespan({ text }) {
      return `<code>${markArabicRuns(escapeHtml(text))}</code>`;
    },
    link({ href, title, tokens }) {
      const inner = this.parser.parseInline(tokens);
      const address = linkAddress(href);
      const encoded = address.allowed ? encodeAddress(address.href) : undefined;
      if (encoded === undefined) return inner;
      return `<a href="${escapeHtml(encoded)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
    },
    image({ href, title, tokens }) {
      const alt = this.parser.parseInline(tokens, this.parser.textRenderer);
      const address = imageAddress(href);
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
