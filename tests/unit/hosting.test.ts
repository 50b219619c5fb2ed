import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { hostingConfig } from '../../src/hosting/configFromSite';
import { firebaseJson } from '../../src/hosting/firebaseHosting';
import { headerRules, headersFor, parseHeadersFile, renderHeadersFile } from '../../src/hosting/headersFile';
import { SPECULATION_RULES } from '../../src/hosting/speculationRules';
import { renderDocument } from '../../src/app/document';
import { contentSecurityPolicy, hostingConfigFromEnv, metaContentSecurityPolicy, securityHeaders } from '../../src/hosting/securityHeaders';

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
const rulesHash = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`;
const AUTH = 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com';

describe('Content-Security-Policy', () => {
  it('allows only the site itself and the video player when no service is configured', () => {
    const policy = contentSecurityPolicy({ emailjs: false });
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    // The site's own scripts, and the one inline script: the speculation rules, by the hash of their text.
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${rulesHash}`);
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|inline-speculation-rules/);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('adds exactly the origins of the services the configuration turns on', () => {
    const policy = contentSecurityPolicy(
      hostingConfigFromEnv(
        {
          VITE_EMAILJS_SERVICE_ID: 's',
          VITE_EMAILJS_TEMPLATE_ID: 't',
          VITE_EMAILJS_PUBLIC_KEY: 'p',
          ...firebaseEnv('https://academy-default-rtdb.europe-west1.firebasedatabase.app'),
        },
        'https://quran.example.net/api',
      ),
    );
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.emailjs.com https://academy-default-rtdb.europe-west1.firebasedatabase.app " +
        `wss://*.europe-west1.firebasedatabase.app ${AUTH} https://quran.example.net`,
    );
  });

  it('opens the default database host and its sibling servers: REST and websocket, long-poll scripts and frame', () => {
    const policy = contentSecurityPolicy(hostingConfigFromEnv(firebaseEnv('https://academy-default-rtdb.firebaseio.com')));
    // REST reads go to the configured host; the websocket may be sent on to a server such as s-usc1b-nss-2xx.firebaseio.com.
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://academy-default-rtdb.firebaseio.com wss://*.firebaseio.com ${AUTH}`);
    // Long polling loads its answers as scripts in a hidden frame, and says goodbye through another frame.
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${rulesHash} https://*.firebaseio.com`);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://*.firebaseio.com");
  });

  it('opens a regional database host and the servers of its region only', () => {
    const policy = contentSecurityPolicy(hostingConfigFromEnv(firebaseEnv('https://academy-default-rtdb.asia-southeast1.firebasedatabase.app')));
    expect(directive(policy, 'connect-src')).toBe(
      `connect-src 'self' https://academy-default-rtdb.asia-southeast1.firebasedatabase.app wss://*.asia-southeast1.firebasedatabase.app ${AUTH}`,
    );
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${rulesHash} https://*.asia-southeast1.firebasedatabase.app`);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://*.asia-southeast1.firebasedatabase.app");
    expect(policy).not.toMatch(/firebaseio\.com|\*\.firebasedatabase\.app/);
  });

  it('opens no scripts or frames for a wss:// database URL: the client then never long-polls', () => {
    const policy = contentSecurityPolicy(hostingConfigFromEnv(firebaseEnv('wss://academy-default-rtdb.firebaseio.com')));
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://academy-default-rtdb.firebaseio.com wss://*.firebaseio.com ${AUTH}`);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${rulesHash}`);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com");
  });

  it('opens the emulator host alone, as configured: the client is never sent elsewhere', () => {
    const policy = contentSecurityPolicy(hostingConfigFromEnv(firebaseEnv('http://127.0.0.1:9000/?ns=academy')));
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' http://127.0.0.1:9000 ws://127.0.0.1:9000 ${AUTH}`);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${rulesHash} http://127.0.0.1:9000`);
  });

  it('opens nothing for Firebase while the blog would not use it: any of the six variables missing or blank', () => {
    const closed = contentSecurityPolicy({ emailjs: false });
    const full = firebaseEnv('https://academy-default-rtdb.firebaseio.com');
    for (const name of Object.keys(full)) {
      const config = hostingConfigFromEnv({ ...full, [name]: name === 'VITE_BLOG_OWNER_UID' ? ' ' : undefined });
      expect(config.firebaseDatabaseUrl, name).toBeUndefined();
      expect(contentSecurityPolicy(config), name).toBe(closed);
    }
    // The database URL and the API key alone are half a configuration.
    const half = { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_DATABASE_URL: 'https://academy-default-rtdb.firebaseio.com' };
    expect(contentSecurityPolicy(hostingConfigFromEnv(half))).toBe(closed);
  });

  it('needs all three EmailJS values before allowing EmailJS', () => {
    expect(hostingConfigFromEnv({ VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_TEMPLATE_ID: 't' }).emailjs).toBe(false);
  });
});

describe('the policy in each page', () => {
  const config = hostingConfigFromEnv(firebaseEnv('https://academy-default-rtdb.europe-west1.firebasedatabase.app'));
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
      language: 'en',
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
    const html = renderDocument({ language: 'en', head: '', body: '', stylesheets: [], scripts: [] });
    expect(html).not.toContain('Content-Security-Policy');
  });
});

describe('the _headers file', () => {
  const rules = headerRules(securityHeaders({ emailjs: false }));

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
    const site = loadSite(process.cwd());
    const expected = firebaseJson(headerRules(securityHeaders(hostingConfig(process.cwd(), site.data!))));
    expect(readFileSync('firebase.json', 'utf8')).toBe(expected);
  });

  it('serves dist with the same rules and deploys the database rules', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.headers.map((rule: { source: string }) => rule.source)).toEqual(['**', '/assets/**']);
    expect(config.database.rules).toBe('database.rules.json');
  });
});

describe('a remote Quran source', () => {
  it("adds its API origin to the configuration, for the reading settings' translation", () => {
    const site = loadSite(process.cwd()).data!;
    const remote = {
      ...site,
      routes: site.routes.map((route) => ({
        ...route,
        blocks: route.blocks.map((block) => (block.type === 'quran-settings' ? { ...block, source: 'remote' as const, remoteBaseUrl: 'https://quran.example.net' } : block)),
      })),
    };
    expect(hostingConfig(process.cwd(), remote).quranApiBase).toBe('https://quran.example.net');
    expect(hostingConfig(process.cwd(), site).quranApiBase).toBeUndefined();
  });
});
