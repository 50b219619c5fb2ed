import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfigPlugin } from '../../../../scripts/engine/vite/siteConfigPlugin';
import { PREVIEW_OWNER } from '../../../../src/config/environment';
import { blogStore, blogStoreKind } from '../../../../src/services/blog';
import type * as BlogService from '../../../../src/services/blog';
import { LOCAL_BLOGS_KEY, LOCAL_SESSION_KEY } from '../../../../src/services/blog/local';
import type { BlogStore } from '../../../../src/services/blog/store';
import { demoFirebaseVariables } from '../../support/firebaseProject';
import { eidEntry as entry } from '../../support/blogEntry';
import { MemoryStorage } from '../../support/memoryStorage';
import { REPO_ROOT } from '../../../support/repository';
import { en } from '../../../../src/i18n/messages/en';

/*
 * Which blog store the site opens, as each build has it. The unit tests themselves are built as the
 * zero-configuration site, whose store is the local one; another build's choice is loaded here
 * through Vite with that build's settings, as its server renders it.
 */

const root = REPO_ROOT;
const cacheDir = mkdtempSync(join(tmpdir(), 'blog-store-choice-'));

afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

/** Overrides the store the settings chose, as a build whose constant and settings disagree would have it. */
const toldStore = (store: BlogStore['kind']): Plugin => ({ name: 'told-store', config: () => ({ define: { __BLOG_STORE__: JSON.stringify(store) } }) });

interface Build {
  readonly service: typeof BlogService;
  close(): Promise<void>;
}

/**
 * The blog service of a build with these plugins. The store modules it may open are loaded with it,
 * before any test, as the unit tests load every other module: a test here judges the choice of
 * store, not what loading a store's module sets up (other tests judge that).
 */
async function loadBuild(plugins: Plugin[], stores: readonly string[]): Promise<Build> {
  const server: ViteDevServer = await createServer({
    configFile: false,
    root,
    cacheDir,
    logLevel: 'silent',
    plugins,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  for (const store of stores) await server.ssrLoadModule(store);
  const service = (await server.ssrLoadModule('/src/services/blog/index.ts')) as typeof BlogService;
  return { service, close: () => server.close() };
}

/** Opens a build's store for one test, its server open before and closed after. */
function eachBuild(plugins: () => Plugin[], stores: readonly string[]): () => Build {
  let build: Build | undefined;
  beforeAll(async () => {
    build = await loadBuild(plugins(), stores);
  });
  afterAll(async () => {
    await build?.close();
  });
  return () => build!;
}

describe('the blog store a preview build opens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // The mutant that caches the store under '' instead of 'the store' survives: the key is only the cache's name for the one store.
  it("keeps the blogs in the browser's localStorage, signs in with the preview pair, and is opened once for the visit", async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    const opened = await blogStore();
    expect([blogStoreKind, opened.kind]).toEqual(['local', 'local']);
    expect(await opened.signIn(PREVIEW_OWNER.username, PREVIEW_OWNER.password)).toBe(true);
    expect(JSON.parse(storage.getItem(LOCAL_SESSION_KEY)!)).toMatchObject({ name: PREVIEW_OWNER.username });
    expect(await opened.currentOwner()).toEqual({ name: PREVIEW_OWNER.username });
    const id = '-OAbCdEfGhIjKlMnOp01';
    await opened.create(id, entry);
    expect(JSON.parse(storage.getItem(LOCAL_BLOGS_KEY)!)).toEqual({ [id]: entry });
    expect(await blogStore()).toBe(opened);
  });
});

describe('the blog store a Firebase build opens', () => {
  const build = eachBuild(() => [siteConfigPlugin({ variables: demoFirebaseVariables })], ['/src/services/blog/firebase.ts']);

  it("is the Firebase store, with the project's configuration", async () => {
    const { blogStore: opened, blogStoreKind: kind } = build().service;
    expect(kind).toBe('firebase');
    expect((await opened()).kind).toBe('firebase');
  });
});

describe('a build told to use Firebase without its configuration', () => {
  const build = eachBuild(() => [siteConfigPlugin({ variables: {} }), toldStore('firebase')], []);

  it('fails to open the store, saying why', async () => {
    const { blogStore: opened, blogStoreKind: kind } = build().service;
    expect(kind).toBe('firebase');
    // The build's own copy of the store's error (loaded through Vite), named as the pages name it.
    await expect(opened()).rejects.toMatchObject({ name: 'BlogStoreError', problem: 'firebaseNotConfigured' });
    expect(en.blog.storeErrors.firebaseNotConfigured).toBe('this site was built for Firebase without its configuration');
  });
});

describe('a build told to use the local store without its owner login', () => {
  // A Firebase project's settings: the owner login module is empty, as a Firebase build has it.
  const build = eachBuild(() => [siteConfigPlugin({ variables: demoFirebaseVariables }), toldStore('local')], ['/src/services/blog/local.ts']);

  it('fails to open the store, saying why, rather than letting nobody or anybody sign in', async () => {
    const { blogStore: opened, blogStoreKind: kind } = build().service;
    expect(kind).toBe('local');
    await expect(opened()).rejects.toMatchObject({ name: 'BlogStoreError', problem: 'noOwnerLogin' });
    expect(en.blog.storeErrors.noOwnerLogin).toBe('this site was built without the owner login of the local blog store');
  });
});
