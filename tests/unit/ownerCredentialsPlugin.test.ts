import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blogStoreFor,
  localStoreWarning,
  NO_OWNER_MODULE_CODE,
  ownerCredentialsPlugin,
  STORE_KIND_CONSTANT,
} from '../../src/services/blog/ownerCredentialsPlugin';
import { without } from './support/without';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://example-default-rtdb.firebaseio.com',
  VITE_FIREBASE_PROJECT_ID: 'example',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_BLOG_OWNER_UID: 'uid',
};

const browserBuild = { command: 'build', ssr: false } as const;

describe('the store a build uses', () => {
  it('is Firebase only with all six variables set', () => {
    expect(blogStoreFor(firebase)).toBe('firebase');
    expect(blogStoreFor({})).toBe('local');
    expect(blogStoreFor({ ...firebase, VITE_BLOG_OWNER_UID: '  ' })).toBe('local');
  });
});

describe('the warning `vite build` gives for the local store', () => {
  it('says plainly that the local store is a one-browser demo, open to devtools, not for production', () => {
    const warning = localStoreWarning({}, browserBuild);
    expect(warning).toMatch(/^WARNING: .*LOCAL blog store, a demo for one browser, not for production\./);
    expect(warning).toContain("anyone can change them with the browser's developer tools");
    expect(warning).toContain('README.md, "The blog"');
  });

  it('names the Firebase variables that are missing', () => {
    expect(localStoreWarning({}, browserBuild)).toContain(
      'missing: VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_DATABASE_URL, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID, VITE_BLOG_OWNER_UID)',
    );
    expect(localStoreWarning(without(firebase, 'VITE_FIREBASE_APP_ID'), browserBuild)).toContain('(missing: VITE_FIREBASE_APP_ID)');
  });

  it('is not given for a Firebase build, the dev server, or the server build (so `npm run build` warns once)', () => {
    expect(localStoreWarning(firebase, browserBuild)).toBeNull();
    expect(localStoreWarning({}, { command: 'serve', ssr: false })).toBeNull();
    expect(localStoreWarning({}, { command: 'build', ssr: true })).toBeNull();
  });
});

describe('the plugin', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** The plugin's config and load hooks, as Vite calls them, with these settings as the only .env. */
  async function run(env: Record<string, string>) {
    const envDir = mkdtempSync(join(tmpdir(), 'blog-owner-env-'));
    folders.push(envDir);
    writeFileSync(join(envDir, '.env'), Object.entries(env).map(([key, value]) => `${key}=${value}\n`).join(''));
    const plugin = ownerCredentialsPlugin();
    const config = plugin.config as (config: object, env: { mode: string; command: string }) => { define: Record<string, string> };
    const load = plugin.load as (id: string) => Promise<string> | string | undefined;
    const { define } = config({ envDir }, { mode: 'production', command: 'build' });
    return { constant: define[STORE_KIND_CONSTANT], ownerModule: await load('\0virtual:blog-owner') };
  }

  it('tells a Firebase build so as a constant, and gives it no owner login', async () => {
    expect(await run(firebase)).toEqual({ constant: '"firebase"', ownerModule: NO_OWNER_MODULE_CODE });
  });

  it('gives a local build the hashed owner login', async () => {
    const { constant, ownerModule } = await run({});
    expect(constant).toBe('"local"');
    expect(ownerModule).toMatch(/^export default \{"salt":"[^"]+","hash":"[^"]+","iterations":310000\};/);
  });
});
