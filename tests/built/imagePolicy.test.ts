import { describe, expect, test } from 'vitest';
import { headersFor, parseHeadersFile } from '../../src/hosting/headersFile';
import { withValidationContext, type ValidationContext } from '../../src/schema/context';
import { markdown } from '../../src/schema/markdown';
import { image } from '../../src/schema/primitives';
import { builtText } from './support/builtSite';

/*
 * The Content-Security-Policy the build writes and the content rules agree on pictures: a picture
 * the content may name is one the policy lets browsers load, and one the policy blocks is refused
 * when the content is checked, not shown broken on the live site. The allowed sources are read from
 * the policy in dist/_headers and matched the way browsers match them, independently of how
 * validation reads its list.
 */

/** Any page of the site, as served from an origin validation cannot know in advance. */
const PAGE = new URL('https://academy.example/courses/tajweed');

/** The sources of a directive of the policy, or of default-src when it has none of its own. */
function sourcesOf(policy: string, directive: string): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
  return directives.get(directive) ?? directives.get('default-src') ?? [];
}

/** A scheme source matches its own scheme, and http: matches https: too, as browsers allow the upgrade. */
const schemeMatches = (expected: string, actual: string) => expected === actual || (expected === 'http:' && actual === 'https:');

/** Whether one source expression of a policy lets a page at PAGE load `url`, as the CSP standard matches them. */
function sourceAllows(source: string, url: URL): boolean {
  const expression = source.toLowerCase();
  if (expression === "'self'") return schemeMatches(PAGE.protocol, url.protocol) && url.host === PAGE.host;
  if (expression === '*') return ['http:', 'https:', 'ws:', 'wss:', PAGE.protocol].includes(url.protocol);
  if (expression.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/.test(expression)) return schemeMatches(expression, url.protocol);
  const host = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/.exec(expression);
  if (!host) return false;
  const [, scheme, wildcard, name, port, path] = host;
  if (scheme ? !schemeMatches(scheme, url.protocol) : !schemeMatches(PAGE.protocol, url.protocol)) return false;
  if (wildcard ? !url.hostname.endsWith(`.${name!}`) : url.hostname !== name) return false;
  if (port !== '*' && (url.port || undefined) !== port) return false;
  return path === undefined || (path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path);
}

/** Whether the policy lets the page show a picture whose src is `address`; an address browsers cannot read loads nothing. */
function policyAllows(sources: readonly string[], address: string): boolean {
  if (!URL.canParse(address, PAGE)) return false;
  const url = new URL(address, PAGE);
  return sources.some((source) => sourceAllows(source, url));
}

const context: ValidationContext = { routes: new Set(['/']), collections: new Map(), fileExists: () => true, readText: () => undefined };

/** Whether validation accepts a Markdown picture at `address`; backslashes are escaped, so Markdown gives the address as written. */
const markdownAccepts = (address: string) =>
  withValidationContext(context, () => markdown.safeParse(`A picture: ![p](<${address.replace(/\\/g, '\\\\')}>)`)).success;

const fieldAccepts = (address: string) =>
  withValidationContext(context, () => image.safeParse({ src: address, alt: 'p', width: 4, height: 3 })).success;

/** Pictures as the content could name them: the site's own, data: addresses, other hosts in their disguises. */
const SAMPLES = [
  '/images/logo.png',
  '/images/courses/tajweed.svg?v=2#top',
  'data:image/png;base64,iVBORw0KGgo=',
  'DATA:image/svg+xml,%3Csvg%2F%3E',
  'https://other.example/p.png',
  'HTTPS://OTHER.EXAMPLE/p.png',
  'http://other.example/p.png',
  'https://other.example:8443/p.png',
  '//other.example/p.png',
  '\\\\other.example\\p.png',
  '/\\other.example/p.png',
  '\\/other.example/p.png',
  'https://academy.example.other.example/p.png',
  'javascript:alert(1)',
  'blob:https://academy.example/0f0e',
  'ftp://other.example/p.png',
] as const;

/**
 * Allowed by the policy and still refused by validation, each for a reason of its own: the site's
 * address is not known when the content is checked (and differs between a preview and the live
 * site), and a path relative to the page names another file on every page that shows it.
 */
const STRICTER = ['https://academy.example/images/logo.png', 'images/logo.png', './images/logo.png'] as const;

describe('pictures: the policy the build writes and the content rules', () => {
  const policy = headersFor(parseHeadersFile(builtText('/_headers')), '/')['Content-Security-Policy'] ?? '';
  const sources = sourcesOf(policy, 'img-src');

  test('the policy names where pictures may come from', () => {
    expect(sources).not.toEqual([]);
  });

  test('Markdown may show a picture exactly when the policy lets browsers load it', () => {
    const verdicts = SAMPLES.map((address) => ({ address, policy: policyAllows(sources, address), validation: markdownAccepts(address) }));
    expect(verdicts.filter((verdict) => verdict.policy !== verdict.validation)).toEqual([]);
    // The samples are worth something only if the policy both allows and blocks some of them.
    expect(new Set(verdicts.map((verdict) => verdict.policy))).toEqual(new Set([true, false]));
  });

  test('an image field refuses every picture the policy blocks', () => {
    expect(SAMPLES.filter((address) => !policyAllows(sources, address) && fieldAccepts(address))).toEqual([]);
  });

  test.each(STRICTER)('%s: allowed by the policy, refused by validation', (address) => {
    expect({ policy: policyAllows(sources, address), markdown: markdownAccepts(address), field: fieldAccepts(address) }).toEqual({
      policy: true,
      markdown: false,
      field: false,
    });
  });
});
