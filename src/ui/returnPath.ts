const PARAM = 'from';

/** The address of `target` (a sign-in page) asked to send the visitor back to `from` afterwards. */
export function withReturnPath(target: string, from: string): string {
  return `${target}?${new URLSearchParams({ [PARAM]: from })}`;
}

/** Where the sign-in may send the visitor back to: this site's own origin, and one of its pages. */
export interface ReturnRule {
  /** The site's origin, as the browser has it (`location.origin`). */
  readonly origin: string;
  /** The paths a return may lead to; routes match regardless of case, as the static host serves them. */
  readonly paths: readonly string[];
  /** Where to go when the address asks for nowhere, or for anywhere else. */
  readonly fallback: string;
}

/**
 * Where a page was asked to send the visitor back to. The address is resolved by the URL parser
 * against the site's origin, as the browser will resolve it, so what the check sees is where the
 * browser goes: tabs and line breaks inside it are dropped, backslashes read as slashes, and
 * `/\t/evil.example` leaves the site. Only this origin and one of `paths` are followed, and the
 * parser's own writing of the address is returned, never the text as given.
 */
export function returnPath(search: string, rule: ReturnRule): string {
  const from = new URLSearchParams(search).get(PARAM);
  if (!from) return rule.fallback;
  let url: URL;
  try {
    url = new URL(from, rule.origin);
  } catch {
    return rule.fallback;
  }
  const path = url.pathname.toLowerCase();
  const declared = rule.paths.some((allowed) => allowed.toLowerCase() === path);
  return url.origin === rule.origin && declared ? `${url.pathname}${url.search}${url.hash}` : rule.fallback;
}
