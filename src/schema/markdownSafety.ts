import { marked, type Token, type Tokens } from 'marked';
import { imageAddress } from './imageSources';
import { linkAddress } from './linkAddress';

/** Something in Markdown that could run script or leave the allowed addresses, and where it starts in the text. */
export type UnsafePart = { readonly offset?: number } & (
  | { readonly kind: 'html'; readonly found: string }
  | { readonly kind: 'link' | 'image'; readonly found: string; readonly readAs: string }
);

/**
 * Finds tokens' source text in document order. Marked keeps no offsets, so each token's raw text is
 * looked for after the previous one found (a list item's lines lose their indent, so failing the
 * whole text, its first line); undefined when it cannot be found at all.
 */
export function locator(text: string): (raw: string) => number | undefined {
  let cursor = 0;
  return (raw) => {
    const firstLine = raw.split('\n')[0]!;
    for (const needle of [raw, firstLine]) {
      for (const from of [cursor, 0]) {
        const index = text.indexOf(needle, from);
        if (index !== -1) {
          cursor = index + 1;
          return index;
        }
      }
    }
    return undefined;
  };
}

/**
 * Calls `visit` with every token of the tree, depth first. marked's walker returns the promises of
 * asynchronous extensions, and this site registers none, so there is nothing to wait for.
 */
export function walkTokens(tokens: Token[], visit: (token: Token) => void): void {
  void marked.walkTokens(tokens, visit);
}

/** Raw HTML, links whose address is not allowed and images from anywhere the site's policy blocks, in the order they appear. */
export function unsafeParts(tokens: Token[], text: string): UnsafePart[] {
  const locate = locator(text);
  const found: UnsafePart[] = [];
  walkTokens(tokens, (token) => {
    if (token.type === 'html') {
      found.push({ kind: 'html', found: (token as Tokens.HTML).text.trim(), offset: locate(token.raw) });
    } else if (token.type === 'link' || token.type === 'image') {
      const { href } = token as Tokens.Link | Tokens.Image;
      const address = token.type === 'image' ? imageAddress(href) : linkAddress(href);
      if (!address.allowed) found.push({ kind: token.type, found: href, readAs: address.readAs, offset: locate(token.raw) });
    }
  });
  return found;
}
