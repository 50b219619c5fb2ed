import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/config/environment';
import { BLOG_STORE_CONSTANT, localStoreWarning, NO_OWNER_MODULE_CODE, SITE_CONFIG_CONSTANT, siteConfigPlugin } from '../../../../scripts/engine/vite/siteConfigPlugin';
import { without } from '../../support/without';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://example-default-rtdb.firebaseio.com',
  VITE_FIREBASE_PROJECT_ID: 'example',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_BLOG_OWNER_UID: 'uid',
};

const browserBuild = { command: 'build', ssr: false } as const;
const local = readConfig({}).site;

describe('the warning `vite build` gives for the local store', () => {
  it('says plainly that the local store is a one-browser demo, open to devtools, not for production', () => {
    const warning = localStoreWarning(local, browserBuild);
    expect(warning).toMatch(/^WARNING: .*LOCAL blog store, a demo for one browser, not for production\./);
    expect(warning).toContain("anyone can change them with the browser's developer tools");
    expect(warning).toContain('README.md, "The blog"');
    expect(warning).toContain(
      'set all six Firebase variables (VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_DATABASE_URL, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID, VITE_BLOG_OWNER_UID)',
    );
  });

  it('is not given for a Firebase build, the dev server, or the server build (so `npm run build` warns once)', () => {
    expect(localStoreWarning(readConfig(firebase).site, browserBuild)).toBeNull();
    expect(localStoreWarning(local, { command: 'serve', ssr: false })).toBeNull();
    expect(localStoreWarning(local, { command: 'build', ssr: true })).toBeNull();
  });
});

describe('the plugin', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** The plugin's config and load hooks, as Vite calls them, with these settings as the only .env. */
  async function run(env: Record<string, string>) {
    const envDir = mkdtempSync(join(tmpdir(), 'site-config-env-'));
    folders.push(envDir);
    writeFileSync(join(envDir, '.env'), Object.entries(env).map(([key, value]) => `${key}=${value}\n`).join(''));
    const plugin = siteConfigPlugin();
    const config = plugin.config as (config: object, env: { mode: string; command: string }) => { define: Record<string, string> };
    const load = plugin.load as (id: string) => Promise<string> | string | undefined;
    const { define } = config({ envDir }, { mode: 'production', command: 'build' });
    return { define, ownerModule: await load('\0virtual:blog-owner') };
  }

  it('gives a Firebase build its settings and the store as constants, and no owner login', async () => {
    const { define, ownerModule } = await run(firebase);
    expect(JSON.parse(define[BLOG_STORE_CONSTANT]!)).toBe('firebase');
    expect(JSON.parse(define[SITE_CONFIG_CONSTANT]!)).toEqual(readConfig(firebase).site);
    expect(ownerModule).toBe(NO_OWNER_MODULE_CODE);
  });

  it('gives a local build the hashed owner login', async () => {
    const { define, ownerModule } = await run({});
    expect(JSON.parse(define[BLOG_STORE_CONSTANT]!)).toBe('local');
    expect(ownerModule).toMatch(/^export default \{"salt":"[^"]+","hash":"[^"]+","iterations":310000\};/);
  });

  it('stops the build on half a configuration, naming the variables to set', async () => {
    await expect(run(without(firebase, 'VITE_FIREBASE_APP_ID'))).rejects.toThrow('the Firebase blog is half set up: VITE_FIREBASE_APP_ID is missing');
  });
});
