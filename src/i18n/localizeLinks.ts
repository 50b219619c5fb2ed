import { localizedPath } from './locale';

/** Plain data only: what YAML and the schemas make (a Date or a Map is left as it is). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A site path with what may follow it: "/fee", "/fee?currency=GBP", "/faq#fees". */
const sitePath = /^(\/[^?#\s"]*)([?#][^\s"]*)?$/;

/** An internal link inside HTML already drawn (Markdown): href="/contact". */
const hrefInHtml = /href="(\/[^"?#]*)([?#][^"]*)?"/g;

/**
 * `value` with every link to a page the language has pointed at that page in the language: a field
 * holding a site path ("/about" → "/ur/about", with its query or fragment kept) and the links in HTML
 * drawn from Markdown. A link to a page the language does not have stays on the default language's page.
 * `html` adjusts every other text on the way (the Markdown's language marks).
 */
export function localizeLinks<T>(value: T, prefix: string, paths: ReadonlySet<string>, html: (text: string) => string = (text) => text): T {
  if (!prefix) return value;
  const localize = (path: string, rest = '') => (paths.has(path) ? localizedPath(path, prefix) : path) + rest;
  const walk = (inner: unknown): unknown => {
    if (typeof inner === 'string') {
      const whole = sitePath.exec(inner);
      if (whole) return localize(whole[1]!, whole[2]);
      const drawn = html(inner);
      return drawn.includes('href="/') ? drawn.replace(hrefInHtml, (_, path: string, rest: string | undefined) => `href="${localize(path, rest)}"`) : drawn;
    }
    if (Array.isArray(inner)) return inner.map(walk);
    if (isRecord(inner)) return Object.fromEntries(Object.entries(inner).map(([key, field]) => [key, walk(field)]));
    return inner;
  };
  return walk(value) as T;
}
