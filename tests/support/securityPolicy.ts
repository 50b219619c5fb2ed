import { createHash } from 'node:crypto';
import { speculationRules } from '../../src/hosting/speculationRules';
import { languagePrefixes, unlistedPaths } from './writtenRoutes';

/*
 * What the site allows, written out once for a reviewer: every directive of its
 * Content-Security-Policy with its sources, in order, and every other security header with its
 * exact value. The served pages and the committed firebase.json are each held to it, directive by
 * directive and header by header, so that a failure names what changed.
 */

/** Which services the build turns on; each opens the policy for its own origin only. */
export interface BuiltWith {
  readonly emailjs: boolean;
}

export function expectedPolicy({ emailjs }: BuiltWith): Record<string, readonly string[]> {
  return {
    'default-src': ["'self'"],
    // The one inline script is the speculation rules, allowed by the hash of their exact text: the
    // rules that leave out the pages pages.yaml marks unlisted, in every language.
    'script-src': ["'self'", "'wasm-unsafe-eval'", `'sha256-${createHash('sha256').update(speculationRules(unlistedPaths(), languagePrefixes())).digest('base64')}'`],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(emailjs ? ['https://api.emailjs.com'] : [])],
    // Our own PDFs in the book viewer, and the privacy-enhanced video player of the podcasts.
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export const expectedHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const quote = (sources: readonly string[]) => `"${sources.join(' ')}"`;

/** How a policy differs from the expected one, one line per directive; empty when it is the same. */
export function policyDifferences(policy: string | undefined, expected: Record<string, readonly string[]>): string[] {
  if (policy === undefined) return ['no Content-Security-Policy at all'];
  const found = new Map<string, string[]>();
  const differences: string[] = [];
  for (const part of policy.split(';').map((text) => text.trim()).filter(Boolean)) {
    const [name = '', ...sources] = part.split(/\s+/);
    // A browser obeys the first of two directives of one name and ignores the other.
    if (found.has(name)) differences.push(`${name}: given twice`);
    else found.set(name, sources);
  }
  for (const [name, sources] of Object.entries(expected)) {
    const actual = found.get(name);
    if (!actual) differences.push(`${name}: missing, expected ${quote(sources)}`);
    else if (quote(actual) !== quote(sources)) differences.push(`${name}: expected ${quote(sources)}, found ${quote(actual)}`);
  }
  for (const [name, sources] of found) if (!(name in expected)) differences.push(`${name}: not expected, found ${quote(sources)}`);
  return differences;
}

/** How headers differ from the expected ones (names compared as HTTP does, ignoring case), one line per header. */
export function headerDifferences(headers: Readonly<Record<string, string | undefined>>, expected: Readonly<Record<string, string>> = expectedHeaders): string[] {
  const lowered = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return Object.entries(expected).flatMap(([name, value]) => {
    const actual = lowered.get(name.toLowerCase());
    if (actual === undefined) return [`${name}: missing, expected "${value}"`];
    return actual === value ? [] : [`${name}: expected "${value}", found "${actual}"`];
  });
}
