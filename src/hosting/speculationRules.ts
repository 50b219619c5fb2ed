import { createHash } from 'node:crypto';

/**
 * Speculation Rules: a link to another page of the site is prerendered as soon as the visitor
 * shows the intent to follow it (a hover or a tap begins), so the next page is often ready when
 * the click lands. The owner's pages (they check who is signed in) and files that are not pages
 * are left alone. Browsers without support ignore it.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/login' } },
          { not: { href_matches: '/write' } },
          { not: { href_matches: '/manage-blogs' } },
          { not: { href_matches: '/*.:extension(pdf|svg|png|jpg|json|xml|txt)' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** The rules' hash for the Content-Security-Policy, which allows this inline script and no other. */
export const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`;
