import { createHash } from 'node:crypto';
import { localizedPath } from '../i18n/locale';

/** Addresses of files that are not pages: a PDF or a picture is never prerendered. */
const FILES = '/*.:extension(pdf|svg|png|jpg|json|xml|txt)';

/**
 * The Speculation Rules every page carries: a link to another page of the site is prerendered as
 * soon as the visitor shows the intent to follow it (a hover or a tap begins), so the next page is
 * often ready when the click lands. The pages at `unlistedPaths` (the content's unlisted pages: the
 * owner's, which check who is signed in) are left alone at their address in every language, under
 * each of `languagePrefixes` ("" for the default language, then one per other language): a
 * language's version of an owner's page checks who is signed in just as the English does, and one
 * rule serves the pages of every language. Files that are not pages are left alone too. Browsers
 * without support ignore it.
 */
export function speculationRules(unlistedPaths: readonly string[], languagePrefixes: readonly string[]): string {
  const unlisted = languagePrefixes.flatMap((prefix) => unlistedPaths.map((path) => localizedPath(path, prefix)));
  return JSON.stringify({
    prerender: [
      {
        where: {
          and: [{ href_matches: '/*' }, ...unlisted.map((path) => ({ not: { href_matches: path } })), { not: { href_matches: FILES } }],
        },
        eagerness: 'moderate',
      },
    ],
  });
}

/** An inline script's hash as a Content-Security-Policy source, which allows that exact script and no other. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
