/**
 * Which link addresses Markdown may carry: a path inside the site ("/contact") or an http:, https:,
 * mailto: or tel: address. Anything else (javascript:, data:, vbscript:, a relative "contact", a
 * protocol-relative "//host") is refused, judged on the address as a browser will read it, so that
 * disguises (mixed case, character references, tabs or control characters) change nothing. Images
 * follow the site's picture sources instead (imageSources.ts), on the address read the same way.
 */

export type LinkAddress =
  /** `href` is the address as the browser reads it, to be written out with every "&" escaped. */
  | { readonly allowed: true; readonly href: string }
  | { readonly allowed: false; readonly readAs: string };

const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/** The references a browser decodes in an attribute that could spell out a scheme or a path; others stay as written. */
const namedReferences: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  semi: ';',
  sol: '/',
  bsol: '\\',
  period: '.',
  comma: ',',
  num: '#',
  quest: '?',
  equals: '=',
  percnt: '%',
  plus: '+',
  commat: '@',
  lpar: '(',
  rpar: ')',
  Tab: '\t',
  NewLine: '\n',
};

function codePoint(value: number): string {
  // A browser reads NUL, surrogates and numbers past Unicode as the replacement character.
  const valid = value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return String.fromCodePoint(valid ? value : 0xfffd);
}

/** One pass of character-reference decoding, as a browser does for an attribute value. */
function decodeReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,8});?|([A-Za-z][A-Za-z0-9]*);)/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return namedReferences[name!] ?? whole;
  });
}

/** What the URL parser does first: trims C0 controls and spaces at both ends, and drops every tab and newline. */
function stripLikeUrlParser(text: string): string {
  // eslint-disable-next-line no-control-regex -- these control characters are exactly what the URL parser trims
  return text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The scheme an address starts with ("https", "JavaScript"), as written; undefined for a path. */
export function schemeOf(address: string): string | undefined {
  return /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(address)?.[1];
}

/** A path from the site's root. "//host" and "/\host" leave the site: browsers read a backslash as a slash. */
export function isSitePath(address: string): boolean {
  return address.startsWith('/') && !/^\/[/\\]/.test(address);
}

function isAllowed(address: string): boolean {
  const scheme = schemeOf(address);
  if (scheme !== undefined) return allowedSchemes.has(scheme.toLowerCase());
  return isSitePath(address);
}

/** An address written in Markdown as a browser will read it once it is in an href or src: references decoded, then trimmed. */
export function readByBrowser(written: string): string {
  return stripLikeUrlParser(decodeReferences(written));
}

/** Judges a link address written in Markdown, as a browser will read it once it is in an href. */
export function linkAddress(written: string): LinkAddress {
  const readAs = readByBrowser(written);
  return isAllowed(readAs) ? { allowed: true, href: readAs } : { allowed: false, readAs };
}
