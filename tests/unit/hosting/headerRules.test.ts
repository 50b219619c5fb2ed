import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSite } from '../support/realSite';
import { hostingConfig } from '../../../scripts/engine/hosting/hostingConfig';
import { readConfig } from '../../../src/config/environment';
import { firebaseJson } from '../../../src/hosting/firebaseHosting';
import { headerRules, headersFor, parseHeadersFile, renderHeadersFile, type HeaderRule } from '../../../src/hosting/headersFile';
import { realtimeDatabaseSources } from '../../../src/hosting/realtimeDatabaseSources';
import { hostingConfigFor, securityHeaders } from '../../../src/hosting/securityHeaders';
import { speculationRules } from '../../../src/hosting/speculationRules';

/*
 * The rules are built inside each test, not beside it: mutation testing switches a breakage on for
 * one test at a time, and a value computed while the tests are being collected never sees it.
 */

describe('the headers every path gets', () => {
  it('are the security headers with revalidation for pages, and a year of cache for hashed assets', () => {
    const security = securityHeaders({ speculationRules: speculationRules([], ['']), emailjs: false, quranApiBases: [] });
    const rules = headerRules(security);
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*']);
    expect(headersFor(rules, '/')).toEqual({ ...security, 'Cache-Control': 'no-cache' });
    expect(headersFor(rules, '/read-quran/2')).toEqual({ ...security, 'Cache-Control': 'no-cache' });
    expect(headersFor(rules, '/assets/islands-abc123.js')).toEqual({ ...security, 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('come from a rule for one exact path only on that path, a later rule winning', () => {
    const rules: HeaderRule[] = [
      { pattern: '/*', headers: { 'X-Frame-Options': 'SAMEORIGIN', 'Cache-Control': 'no-cache' } },
      { pattern: '/feed.xml', headers: { 'Cache-Control': 'max-age=3600' } },
    ];
    expect(headersFor(rules, '/feed.xml')).toEqual({ 'X-Frame-Options': 'SAMEORIGIN', 'Cache-Control': 'max-age=3600' });
    expect(headersFor(rules, '/feed.xml.bak')).toEqual({ 'X-Frame-Options': 'SAMEORIGIN', 'Cache-Control': 'no-cache' });
    expect(headersFor(rules, '/about')).toEqual({ 'X-Frame-Options': 'SAMEORIGIN', 'Cache-Control': 'no-cache' });
  });
});

describe('the _headers file', () => {
  it('is written as Netlify and Cloudflare Pages read it: each path, its headers indented below, a final newline', () => {
    const rules: HeaderRule[] = [
      { pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' } },
      { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ];
    expect(renderHeadersFile(rules)).toBe(
      '/*\n  X-Content-Type-Options: nosniff\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
  });

  // A line of spaces alone is skipped either way (`!line.trim()` surviving as `!line`): read as a
  // header line, it holds no colon and adds nothing.
  it('is read as a person may have edited it: comments, blank lines, stray spaces and values holding colons', () => {
    const edited = [
      '# Headers for the whole site',
      '/* ',
      '  # Kept out for now: X-Frame-Options: DENY',
      '   ',
      '  Content-Security-Policy: connect-src https://api.example.net:8443',
      '',
      '/assets/*',
      '\tCache-Control: public, max-age=31536000',
      '',
    ].join('\n');
    expect(parseHeadersFile(edited)).toEqual([
      { pattern: '/*', headers: { 'Content-Security-Policy': 'connect-src https://api.example.net:8443' } },
      { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000' } },
    ]);
  });

  // A header line always starts with white space, so its colon is never at 0: `separator >= 0` is equivalent.
  it('ignores a header above every path and an indented line that is no header, rather than fail', () => {
    const stray = ['  X-Before-Any-Path: yes', '/*', '  a line that lost its colon', '  X-Content-Type-Options: nosniff', ''].join('\n');
    expect(parseHeadersFile(stray)).toEqual([{ pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } }]);
  });
});

describe('firebase.json', () => {
  // Only a trailing star means "below this path" to headersFor, so the star's regex surviving as
  // /\*/ (any star) differs only for patterns that no host rule here uses.
  it('turns each path pattern into a Firebase glob and each header into a key and value', () => {
    const config = JSON.parse(
      firebaseJson([
        { pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
        { pattern: '/assets/*', headers: { 'Cache-Control': 'immutable' } },
      ]),
    ) as { hosting: { headers: unknown[] } };
    expect(config.hosting.headers).toEqual([
      { source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
    ]);
  });
});

describe('the database origins in the policy', () => {
  it('open no scripts or frames for a ws:// emulator URL either: the client then never long-polls', () => {
    expect(realtimeDatabaseSources('ws://127.0.0.1:9000/?ns=academy')).toEqual({
      connect: ['http://127.0.0.1:9000', 'ws://127.0.0.1:9000'],
      script: [],
      frame: [],
    });
    expect(realtimeDatabaseSources('http://127.0.0.1:9000/?ns=academy')).toEqual({
      connect: ['http://127.0.0.1:9000', 'ws://127.0.0.1:9000'],
      script: ['http://127.0.0.1:9000'],
      frame: ['http://127.0.0.1:9000'],
    });
  });
});

describe("the build's hosting configuration", () => {
  it('names no Quran API when none is given', () => {
    const rules = speculationRules(['/write'], ['']);
    expect(hostingConfigFor(readConfig({}).site, rules)).toEqual({ speculationRules: rules, emailjs: false, quranApiBases: [] });
  });

  // Only quran-settings blocks have a `source`, so testing the block's type first (its mutant
  // `true`) changes nothing for any content the schema accepts.
  it("is read from the production .env files by default, as the site's own build reads them", () => {
    const root = mkdtempSync(join(tmpdir(), 'hosting-config-'));
    try {
      writeFileSync(
        join(root, '.env.production'),
        ['VITE_QURAN_API_BASE=https://quran.example.org', 'VITE_EMAILJS_SERVICE_ID=s', 'VITE_EMAILJS_TEMPLATE_ID=t', 'VITE_EMAILJS_PUBLIC_KEY=p', ''].join('\n'),
      );
      const site = realSite();
      const remote = {
        ...site,
        routes: site.routes.map((route) => ({
          ...route,
          blocks: route.blocks.map((block) => (block.type === 'quran-settings' ? { ...block, source: 'remote' as const, remoteBaseUrl: undefined } : block)),
        })),
      };
      expect(hostingConfig(root, remote)).toMatchObject({ emailjs: true, quranApiBases: ['https://quran.example.org'] });
      expect(hostingConfig(root, remote, 'development')).toMatchObject({ emailjs: false, quranApiBases: ['https://api.alquran.cloud'] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
