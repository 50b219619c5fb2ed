import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realSite } from '../support/realSite';
import { hostingConfig } from '../../../scripts/engine/hosting/hostingConfig';
import { firebaseJson } from '../../../src/hosting/firebaseHosting';
import { headerRules, headersFor, parseHeadersFile, renderHeadersFile } from '../../../src/hosting/headersFile';
import { speculationRules } from '../../../src/hosting/speculationRules';
import { renderDocument } from '../../../src/app/server/document';
import { readConfig } from '../../../src/config/environment';
import { contentSecurityPolicy, hostingConfigFor, metaContentSecurityPolicy, securityHeaders, type HostingConfig } from '../../../src/hosting/securityHeaders';
import { expectedHeaders, expectedPolicy, headerDifferences, policyDifferences } from '../../support/securityPolicy';
import { englishLocale } from '../support/locale';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

/** All six variables the blog needs to use Firebase, for the database at `databaseUrl`. */
const firebaseEnv = (databaseUrl: string) => ({
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'academy.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: databaseUrl,
  VITE_FIREBASE_PROJECT_ID: 'academy',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_BLOG_OWNER_UID: 'owner',
});
/** The speculation rules of a site with one unlisted page. */
const RULES = speculationRules(['/write'], ['']);
/** The hosting configuration for these variables, read as the build reads them. */
const hostingFromEnv = (env: Record<string, string | undefined>, quranApiBases: readonly string[] = []): HostingConfig =>
  hostingConfigFor(readConfig(env).site, RULES, quranApiBases);
const NOTHING_CONFIGURED: HostingConfig = { speculationRules: RULES, emailjs: false, quranApiBases: [] };
const rulesHash = `'sha256-${createHash('sha256').update(RULES).digest('base64')}'`;
const AUTH = 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com';

describe('Content-Security-Policy', () => {
  it('allows only the site itself and the video player when no service is configured', () => {
    const policy = contentSecurityPolicy(NOTHING_CONFIGURED);
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    // The site's own scripts, and the one inline script: the speculation rules, by the hash of their text.
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${rulesHash}`);
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|inline-speculation-rules/);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('adds exactly the origins of the services the configuration turns on', () => {
    const policy = contentSecurityPolicy(
      hostingFromEnv(
        {
          VITE_EMAILJS_SERVICE_ID: 's',
          VITE_EMAILJS_TEMPLATE_ID: 't',
          VITE_EMAILJS_PUBLIC_KEY: 'p',
          ...firebaseEnv('https://academy-default-rtdb.europe-west1.firebasedatabase.app'),
        },
        ['https://quran.example.net/api'],
      ),
    );
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.emailjs.com https://academy-default-rtdb.europe-west1.firebasedatabase.app " +
        `wss://*.europe-west1.firebasedatabase.app ${AUTH} https://quran.example.net`,
    );
  });

  it('opens the default database host and its sibling servers: REST and websocket, long-poll scripts and frame', () => {
    const policy = contentSecurityPolicy(hostingFromEnv(firebaseEnv('https://academy-default-rtdb.firebaseio.com')));
    // REST reads go to the configured host; the websocket may be sent on to a server such as s-usc1b-nss-2xx.firebaseio.com.
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://academy-default-rtdb.firebaseio.com wss://*.firebaseio.com ${AUTH}`);
    // Long polling loads its answers as scripts in a hidden frame, and says goodbye through another frame.
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${rulesHash} https://*.firebaseio.com`);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://*.firebaseio.com");
  });

  it('opens a regional database host and the servers of its region only', () => {
    const policy = contentSecurityPolicy(hostingFromEnv(firebaseEnv('https://academy-default-rtdb.asia-southeast1.firebasedatabase.app')));
    expect(directive(policy, 'connect-src')).toBe(
      `connect-src 'self' https://academy-default-rtdb.asia-southeast1.firebasedatabase.app wss://*.asia-southeast1.firebasedatabase.app ${AUTH}`,
    );
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${rulesHash} https://*.asia-southeast1.firebasedatabase.app`);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://*.asia-southeast1.firebasedatabase.app");
    expect(policy).not.toMatch(/firebaseio\.com|\*\.firebasedatabase\.app/);
  });

  it('opens no scripts or frames for a wss:// database URL: the client then never long-polls', () => {
    const policy = contentSecurityPolicy(hostingFromEnv(firebaseEnv('wss://academy-default-rtdb.firebaseio.com')));
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://academy-default-rtdb.firebaseio.com wss://*.firebaseio.com ${AUTH}`);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${rulesHash}`);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com");
  });

  it('opens the emulator host alone, as configured: the client is never sent elsewhere', () => {
    const policy = contentSecurityPolicy(hostingFromEnv(firebaseEnv('http://127.0.0.1:9000/?ns=academy')));
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' http://127.0.0.1:9000 ws://127.0.0.1:9000 ${AUTH}`);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${rulesHash} http://127.0.0.1:9000`);
  });

  it('opens nothing for a service that is not set up', () => {
    expect(hostingFromEnv({})).toEqual(NOTHING_CONFIGURED);
  });

  it('is never made from half a configuration: the build stops first, naming what is missing', () => {
    const full = firebaseEnv('https://academy-default-rtdb.firebaseio.com');
    for (const name of Object.keys(full)) {
      expect(() => hostingFromEnv({ ...full, [name]: name === 'VITE_BLOG_OWNER_UID' ? ' ' : undefined }), name).toThrow(name);
    }
    expect(() => hostingFromEnv({ VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_TEMPLATE_ID: 't' })).toThrow('VITE_EMAILJS_PUBLIC_KEY');
  });
});

describe('the policy in each page', () => {
  const config = hostingFromEnv(firebaseEnv('https://academy-default-rtdb.europe-west1.firebasedatabase.app'));
  const header = contentSecurityPolicy(config);
  const meta = metaContentSecurityPolicy(config);

  it('is the header policy without the directives a meta element cannot carry', () => {
    const headerOnly = /^(frame-ancestors|report-uri|sandbox)( |$)/;
    expect(meta.split('; ')).toEqual(header.split('; ').filter((part) => !headerOnly.test(part)));
    expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/);
    expect(header).toContain("frame-ancestors 'self'");
  });

  it('comes first in the head, before any stylesheet or script', () => {
    const html = renderDocument({
      locale: englishLocale,
      head: '<title>t</title><script type="application/ld+json">{}</script>',
      body: '',
      stylesheets: ['/assets/site.css'],
      scripts: ['/assets/islands.js'],
      contentSecurityPolicy: meta,
    });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const tag = `<meta http-equiv="Content-Security-Policy" content="${meta}">`;
    expect(head).toContain(tag);
    const before = head.slice(0, head.indexOf(tag));
    expect(before).not.toMatch(/<script|<link|<style/);
  });

  it('is left out when none is given (the dev server)', () => {
    const html = renderDocument({ locale: englishLocale, head: '', body: '', stylesheets: [], scripts: [] });
    expect(html).not.toContain('Content-Security-Policy');
  });
});

describe('the _headers file', () => {
  const rules = headerRules(securityHeaders(NOTHING_CONFIGURED));

  it('reads back what it writes', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it('gives pages the security headers and revalidation, and hashed assets a year of cache', () => {
    expect(headersFor(rules, '/about')).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
    expect(headersFor(rules, '/assets/entry-client-abc.js')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
});

describe('firebase.json', () => {
  it('is current: npm run hosting writes the same headers as the build', () => {
    const expected = firebaseJson(headerRules(securityHeaders(hostingConfig(process.cwd(), realSite()))));
    expect(readFileSync('firebase.json', 'utf8')).toBe(expected);
  });

  it('serves dist with the same rules and deploys the database rules', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { public: string; headers: { source: string }[] }; database: { rules: string } };
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.headers.map((rule) => rule.source)).toEqual(['**', '/assets/**']);
    expect(config.database.rules).toBe('database.rules.json');
  });
});

describe('firebase.json as committed, for the site with no service configured', () => {
  interface Rule {
    source: string;
    headers: { key: string; value: string }[];
  }
  const rules = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: Rule[] } }).hosting.headers;
  const headersOf = (source: string) => Object.fromEntries(rules.find((rule) => rule.source === source)?.headers.map(({ key, value }) => [key, value]) ?? []);
  const everyPath = headersOf('**');

  it("gives every path the site's policy, directive by directive", () => {
    expect(policyDifferences(everyPath['Content-Security-Policy'], expectedPolicy({ emailjs: false }))).toEqual([]);
  });

  it('gives every path each security header with its exact value, and revalidation', () => {
    expect(headerDifferences(everyPath)).toEqual([]);
    expect(everyPath['Cache-Control']).toBe('no-cache');
    expect(Object.keys(everyPath).sort()).toEqual(['Cache-Control', 'Content-Security-Policy', ...Object.keys(expectedHeaders)].sort());
  });

  it('lets hashed assets be kept for a year', () => {
    expect(headersOf('/assets/**')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});

describe('a remote Quran source', () => {
  it("adds its API origin to the configuration, for the reading settings' translation", () => {
    const site = realSite();
    const remote = {
      ...site,
      routes: site.routes.map((route) => ({
        ...route,
        blocks: route.blocks.map((block) => (block.type === 'quran-settings' ? { ...block, source: 'remote' as const, remoteBaseUrl: 'https://quran.example.net' } : block)),
      })),
    };
    expect(hostingConfig(process.cwd(), remote).quranApiBases).toEqual(['https://quran.example.net']);
    expect(hostingConfig(process.cwd(), site).quranApiBases).toEqual([]);
  });

  it('adds the origin of every remote source, not only the first', () => {
    const site = realSite();
    const readerPage = site.routes.find((route) => route.blocks.some((block) => block.type === 'quran-settings'))!;
    const readingFrom = (base: string) => ({
      ...readerPage,
      blocks: readerPage.blocks.map((block) => (block.type === 'quran-settings' ? { ...block, source: 'remote' as const, remoteBaseUrl: base } : block)),
    });
    const twoReaders = { ...site, routes: [readingFrom('https://one.example.net'), readingFrom('https://two.example.net/v1')] };
    expect(hostingConfig(process.cwd(), twoReaders).quranApiBases).toEqual(['https://one.example.net', 'https://two.example.net/v1']);
    expect(directive(contentSecurityPolicy(hostingConfig(process.cwd(), twoReaders)), 'connect-src')).toBe("connect-src 'self' https://one.example.net https://two.example.net");
  });
});
