import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfigPlugin } from '../../scripts/vite/siteConfigPlugin';
import { PREVIEW_OWNER } from '../../src/config/environment';
import { LOCAL_BLOGS_KEY, LOCAL_SESSION_KEY } from '../../src/services/blog/local';
import type * as BlogService from '../../src/services/blog';
import type { BlogStore } from '../../src/services/blog/store';
import { demoFirebaseVariables } from './support/firebaseProject';
import { MemoryStorage } from './support/memoryStorage';

/*
 * Which blog store the site opens, as each build has it. The unit tests themselves are built as the
 * zero-configuration site, whose store is the local one; a Firebase build's choice is loaded here
 * through Vite with that build's settings, as its server renders it.
 */

const root = resolve(import.meta.dirname, '../..');
const cacheDir = mkdtempSync(join(tmpdir(), 'blog-store-choice-'));

afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = {
  title: 'Eid timings',
  content: 'Prayer at 8:00.',
  category: 'News',
  tags: 'eid',
  imageUrl: 'announce4.jpg',
  author: 'Ali',
  date: '2025-03-30T08:00:00.000Z',
  expiryDate: '2025-04-29T08:00:00.000Z',
} as const;

/** Overrides the store the settings chose, as a build whose constant and settings disagree would have it. */
const toldStore = (store: BlogStore['kind']): Plugin => ({ name: 'told-store', config: () => ({ define: { __BLOG_STORE__: JSON.stringify(store) } }) });

/** The blog service as a build with these plugins has it: its store, opened once, and the kind it was built for. */
async function builtService(plugins: Plugin[]): Promise<{ kind: string; opened: Promise<BlogStore> }> {
  const server = await createServer({
    configFile: false,
    root,
    cacheDir,
    logLevel: 'silent',
    plugins,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const service = (await server.ssrLoadModule('/src/services/blog/index.ts')) as typeof BlogService;
    const opened = service.blogStore();
    // Settled before the server closes; the caller reads the outcome.
    await opened.catch(() => undefined);
    return { kind: service.blogStoreKind, opened };
  } finally {
    await server.close();
  }
}

describe('the blog store a preview build opens', () => {
  it("keeps the blogs in the browser's localStorage, signs in with the preview pair, and is opened once for the visit", async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    const { blogStore, blogStoreKind } = await import('../../src/services/blog');
    const opened = await blogStore();
    expect([blogStoreKind, opened.kind]).toEqual(['local', 'local']);
    expect(await opened.signIn(PREVIEW_OWNER.username, PREVIEW_OWNER.password)).toBe(true);
    expect(JSON.parse(storage.getItem(LOCAL_SESSION_KEY)!)).toMatchObject({ name: PREVIEW_OWNER.username });
    expect(await opened.currentOwner()).toEqual({ name: PREVIEW_OWNER.username });
    const id = await opened.create(entry);
    expect(JSON.parse(storage.getItem(LOCAL_BLOGS_KEY)!)).toEqual({ [id]: entry });
    expect(await blogStore()).toBe(opened);
  });
});

describe('the blog store a Firebase build opens', () => {
  it("is the Firebase store, with the project's configuration", async () => {
    const { kind, opened } = await builtService([siteConfigPlugin({ variables: demoFirebaseVariables })]);
    expect(kind).toBe('firebase');
    expect((await opened).kind).toBe('firebase');
  });

  it('fails to open, saying why, when the build was told Firebase but given no configuration', async () => {
    const { kind, opened } = await builtService([siteConfigPlugin({ variables: {} }), toldStore('firebase')]);
    expect(kind).toBe('firebase');
    await expect(opened).rejects.toThrow(new Error('this site was built for Firebase without its configuration'));
  });
});

describe('a build told to use the local store without its owner login', () => {
  it('fails to open the store, saying why, rather than letting nobody or anybody sign in', async () => {
    // A Firebase project's settings: the owner login module is empty, as a Firebase build has it.
    const { kind, opened } = await builtService([siteConfigPlugin({ variables: demoFirebaseVariables }), toldStore('local')]);
    expect(kind).toBe('local');
    await expect(opened).rejects.toThrow(new Error('this site was built without the owner login of the local blog store'));
  });
});
