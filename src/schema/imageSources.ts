import { isSitePath, readByBrowser, schemeOf, type LinkAddress } from './linkAddress';

/**
 * Where the site's pictures may come from, written as the Content-Security-Policy's img-src names
 * them: the site itself and data: addresses. The policy is written from this list and content
 * validation judges every picture by it, so a picture that passes validation is one browsers show;
 * a picture from another host would pass and then be blocked, a broken image on the live site.
 */
export const IMAGE_SOURCES: readonly string[] = ["'self'", 'data:'];

/**
 * Whether one source of the list lets a page show the picture at `address` (as a browser reads
 * it). 'self' is taken as a path from the site's root: the site's own address is not known when
 * content is checked, and a relative path would change meaning from page to page. A source such as
 * "https://cdn.example" allows that origin.
 */
function allows(source: string, address: string): boolean {
  if (source === "'self'") return isSitePath(address);
  const scheme = schemeOf(address)?.toLowerCase();
  if (scheme === undefined) return false;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return `${scheme}:` === source.toLowerCase();
  return URL.canParse(address) && new URL(address).origin === source.toLowerCase();
}

/** Judges a picture's address written in Markdown, as a browser will read it once it is in a src. */
export function imageAddress(written: string, sources: readonly string[] = IMAGE_SOURCES): LinkAddress {
  const readAs = readByBrowser(written);
  return sources.some((source) => allows(source, readAs)) ? { allowed: true, href: readAs } : { allowed: false, readAs };
}
