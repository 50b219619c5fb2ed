import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { hostingConfig } from '../../src/hosting/configFromSite';
import { firebaseJson } from '../../src/hosting/firebaseHosting';
import { headerRules, headersFor, parseHeadersFile, renderHeadersFile } from '../../src/hosting/headersFile';
import { SPECULATION_RULES } from '../../src/hosting/speculationRules';
import { contentSecurityPolicy, hostingConfigFromEnv, securityHeaders } from '../../src/hosting/securityHeaders';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('allows only the site itself and the video player when no service is configured', () => {
    const policy = contentSecurityPolicy({ emailjs: false });
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    // The site's own scripts, and the one inline script: the speculation rules, by the hash of their text.
    const rulesHash = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`;
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
          VITE_FIREBASE_API_KEY: 'k',
          VITE_FIREBASE_DATABASE_URL: 'https://academy-default-rtdb.europe-west1.firebasedatabase.app',
        },
        'https://quran.example.net/api',
      ),
    );
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.emailjs.com https://academy-default-rtdb.europe-west1.firebasedatabase.app " +
        'wss://academy-default-rtdb.europe-west1.firebasedatabase.app https://identitytoolkit.googleapis.com ' +
        'https://securetoken.googleapis.com https://quran.example.net',
    );
  });

  it('needs all three EmailJS values before allowing EmailJS', () => {
    expect(hostingConfigFromEnv({ VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_TEMPLATE_ID: 't' }).emailjs).toBe(false);
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

describe('a remote Quran reader', () => {
  it('adds its API origin to the configuration', () => {
    const site = loadSite(process.cwd()).data!;
    const remote = {
      ...site,
      routes: site.routes.map((route) => ({
        ...route,
        blocks: route.blocks.map((block) => (block.type === 'quran-reader' ? { ...block, source: 'remote' as const, remoteBaseUrl: 'https://quran.example.net' } : block)),
      })),
    };
    expect(hostingConfig(process.cwd(), remote).quranApiBase).toBe('https://quran.example.net');
    expect(hostingConfig(process.cwd(), site).quranApiBase).toBeUndefined();
  });
});
