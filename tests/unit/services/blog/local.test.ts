import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalStore, LOCAL_BLOGS_KEY, LOCAL_SESSION_KEY } from '../../../../src/services/blog/local';
import { hashOwnerCredentials, ownerSessionKey, type OwnerCredentials } from '../../../../src/services/blog/ownerCredentials';

/** Whether the pair signs in as the owner whose hashed login this is. */
const signsIn = async (owner: OwnerCredentials, username: string, password: string) => (await ownerSessionKey(owner, username, password)) !== null;
import { ownerModuleCode } from '../../../../scripts/engine/vite/siteConfigPlugin';
import { PREVIEW_OWNER, readConfig } from '../../../../src/config/environment';
import { BlogLimitError, BlogNotFoundError } from '../../../../src/services/blog/store';
import { eidEntry as entry } from '../../support/blogEntry';
import { listedInEnglish, refusalInEnglish } from '../../support/blogInEnglish';
import { MemoryStorage } from '../../support/memoryStorage';

let owner: OwnerCredentials;
// Few iterations keep the test quick; the build uses OWNER_HASH_ITERATIONS.
beforeAll(async () => {
  owner = await hashOwnerCredentials('owner', 'correct horse', 1000);
});

function store(storage = new MemoryStorage()) {
  return { storage, blogs: createLocalStore({ storage, owner }) };
}

/** The n-th new blog's push id, as the write page chooses it before its first attempt. */
const idOf = (n: number) => `-OAbCdEfGhIjKlMnOp${String(n).padStart(2, '0')}`;

/** Creates blogs 1 to n, titled "Blog 1"..., and gives their ids. */
async function createBlogs(blogs: ReturnType<typeof store>['blogs'], n: number): Promise<string[]> {
  const ids = [];
  for (let index = 1; index <= n; index++) {
    await blogs.create(idOf(index), { ...entry, title: `Blog ${index}` });
    ids.push(idOf(index));
  }
  return ids;
}

describe('the local store', () => {
  it('removes a blog, which frees its place among the five', async () => {
    const { blogs } = store();
    const ids = await createBlogs(blogs, 5);
    await expect(blogs.create(idOf(6), entry)).rejects.toBeInstanceOf(BlogLimitError);
    await blogs.remove(ids[2]!);
    expect(await blogs.count()).toBe(4);
    expect((await blogs.list()).blogs.map((blog) => blog.title)).toEqual(['Blog 1', 'Blog 2', 'Blog 4', 'Blog 5']);
    await blogs.create(idOf(6), { ...entry, title: 'Blog 6' });
    expect(await blogs.count()).toBe(5);
    await expect(blogs.remove(ids[2]!)).rejects.toBeInstanceOf(BlogNotFoundError);
  });

  it("edits a blog's text, tags and picture, keeping its date and expiry, and refuses anything more", async () => {
    const { blogs } = store();
    const id = idOf(1);
    await blogs.create(id, entry);
    const changes = { title: 'Eid timings (updated)', content: 'Prayer at 8:30.', category: 'Events', tags: 'eid, prayer', imageUrl: 'announce2.jpg' } as const;
    await blogs.edit(id, changes);
    expect(await blogs.list()).toEqual({ blogs: [{ id, ...entry, ...changes }], damaged: [] });
    expect(await refusalInEnglish(blogs.edit(id, { ...changes, date: '2030-01-01T00:00:00.000Z' } as typeof changes))).toBe(
      'the blog is not in the form the store accepts (fields: date)',
    );
    await expect(blogs.edit('-OAbCdEfGhIjKlMnOp99', changes)).rejects.toBeInstanceOf(BlogNotFoundError);
    expect((await blogs.list()).blogs[0]?.date).toBe(entry.date);
  });

  it('starts empty, then lists what was created under its push id, and refuses any other id', async () => {
    const { blogs, storage } = store();
    expect(await blogs.list()).toEqual({ blogs: [], damaged: [] });
    const id = idOf(1);
    await blogs.create(id, entry);
    expect(await blogs.list()).toEqual({ blogs: [{ id, ...entry }], damaged: [] });
    expect(await refusalInEnglish(blogs.create('short', entry))).toBe('a new blog needs a push id');
    expect(await blogs.count()).toBe(1);
    expect(JSON.parse(storage.getItem(LOCAL_BLOGS_KEY)!)).toEqual({ [id]: entry });
  });

  it('publishes a blog once however often its save is tried: a repeat at the same id keeps one blog, counted once', async () => {
    const { blogs, storage } = store();
    const later = { ...entry, title: 'Eid timings, corrected', date: '2025-03-30T08:05:00.000Z', expiryDate: '2025-04-29T08:05:00.000Z' };
    await blogs.create(idOf(1), entry);
    // The retry, with the owner's corrected title, written a few minutes later.
    await blogs.create(idOf(1), later);
    expect(await blogs.count()).toBe(1);
    // One blog: the first attempt's dates, the latest attempt's text.
    expect(JSON.parse(storage.getItem(LOCAL_BLOGS_KEY)!)).toEqual({ [idOf(1)]: { ...entry, title: 'Eid timings, corrected' } });
    // The first attempt arriving again, last, adds nothing either.
    await blogs.create(idOf(1), entry);
    expect((await blogs.list()).blogs).toHaveLength(1);
  });

  it('lets the retry of the fifth blog through at the limit, for it is the same blog', async () => {
    const { blogs } = store();
    await createBlogs(blogs, 5);
    await blogs.create(idOf(5), { ...entry, title: 'Blog 5' });
    expect(await blogs.count()).toBe(5);
    await expect(blogs.create(idOf(6), entry)).rejects.toBeInstanceOf(BlogLimitError);
  });

  it('refuses a sixth blog and keeps the five', async () => {
    const { blogs } = store();
    await createBlogs(blogs, 5);
    await expect(blogs.create(idOf(6), { ...entry, title: 'Blog 6' })).rejects.toBeInstanceOf(BlogLimitError);
    const { blogs: listed } = await blogs.list();
    expect(listed.map((blog) => blog.title)).toEqual(['Blog 1', 'Blog 2', 'Blog 3', 'Blog 4', 'Blog 5']);
  });

  it('refuses an entry that does not fit the schema', async () => {
    const { blogs } = store();
    expect(await refusalInEnglish(blogs.create(idOf(1), { ...entry, imageUrl: 'x.png' as 'announce1.jpg' }))).toBe(
      'the blog is not in the form the store accepts (fields: imageUrl)',
    );
    expect(await blogs.count()).toBe(0);
  });

  it.each([
    ['text that is not JSON', '{not json', 'the blogs saved in this browser are damaged (not valid JSON)'],
    ['a list', '[1,2]', 'the blogs saved in this browser are damaged'],
    ['null', 'null', 'the blogs saved in this browser are damaged'],
    ['a number', '42', 'the blogs saved in this browser are damaged'],
    ['a string', '"my blogs"', 'the blogs saved in this browser are damaged'],
  ])('reports saved blogs that are %s as damaged, rather than as no blogs or a crash', async (_label, saved, reason) => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_BLOGS_KEY, saved);
    const { blogs } = store(storage);
    expect(await refusalInEnglish(blogs.list())).toBe(reason);
    expect(await refusalInEnglish(blogs.create(idOf(1), entry))).toBe(reason);
    expect(storage.getItem(LOCAL_BLOGS_KEY)).toBe(saved);
  });

  it('keeps two blogs with the same text apart, under their two ids', async () => {
    const { blogs } = store();
    await blogs.create(idOf(1), entry);
    await blogs.create(idOf(2), entry);
    expect((await blogs.list()).blogs.map((blog) => blog.id)).toEqual([idOf(1), idOf(2)]);
  });

  it('tells the owner why a change was refused: the limit, or a blog deleted meanwhile', async () => {
    const { blogs } = store();
    const ids = await createBlogs(blogs, 5);
    await expect(blogs.create(idOf(6), entry)).rejects.toBeInstanceOf(BlogLimitError);
    expect(await refusalInEnglish(blogs.create(idOf(6), entry))).toBe('the blog limit is reached');
    await blogs.remove(ids[0]!);
    await expect(blogs.remove(ids[0]!)).rejects.toBeInstanceOf(BlogNotFoundError);
    const edit = () => blogs.edit(ids[0]!, { title: 'x', content: '', category: '', tags: '', imageUrl: 'announce1.jpg' });
    await expect(edit()).rejects.toBeInstanceOf(BlogNotFoundError);
    expect(await refusalInEnglish(edit())).toBe('that blog no longer exists');
  });

  it('says it is the preview store, kept in this browser', () => {
    expect(store().blogs.kind).toBe('local');
  });

  it('reports an entry of the wrong shape as damaged, with what is wrong, apart from the blogs', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_BLOGS_KEY, JSON.stringify({ '-A': entry, '-B': { ...entry, date: 'yesterday' } }));
    const { blogs } = store(storage);
    expect(listedInEnglish(await blogs.list())).toEqual({
      blogs: [{ id: '-A', ...entry }],
      damaged: [{ id: '-B', title: 'Eid timings', problem: 'The blog date is not a date and time' }],
    });
  });

  it('lets damaged entries hold their places among the five until they are deleted, under whatever key they sit', async () => {
    const storage = new MemoryStorage();
    const damaged = Object.fromEntries(['-A', '-B', '-C', '-D', 'not a push id'].map((id) => [id, { ...entry, date: 'yesterday' }]));
    storage.setItem(LOCAL_BLOGS_KEY, JSON.stringify(damaged));
    const { blogs } = store(storage);
    expect(await blogs.count()).toBe(5);
    await expect(blogs.create(idOf(1), entry)).rejects.toBeInstanceOf(BlogLimitError);
    await blogs.remove('not a push id');
    expect(await blogs.count()).toBe(4);
    await blogs.create(idOf(1), entry);
    expect((await blogs.list()).blogs.map((blog) => blog.id)).toEqual([idOf(1)]);
    expect((await blogs.list()).damaged.map((entry) => entry.id)).toEqual(['-A', '-B', '-C', '-D']);
  });

  it('signs in the owner with the right pair only, and signs out', async () => {
    const { blogs, storage } = store();
    expect(await blogs.currentOwner()).toBeNull();
    expect(await blogs.signIn('owner', 'wrong')).toBe(false);
    expect(await blogs.signIn('someone', 'correct horse')).toBe(false);
    expect(await blogs.currentOwner()).toBeNull();
    expect(await blogs.signIn(' owner ', 'correct horse')).toBe(true);
    expect(await blogs.currentOwner()).toEqual({ name: 'owner' });
    const { key, ...session } = JSON.parse(storage.getItem(LOCAL_SESSION_KEY)!) as Record<string, unknown>;
    expect(session).toEqual({ name: 'owner' });
    expect(key).toBeTypeOf('string');
    await blogs.signOut();
    expect(await blogs.currentOwner()).toBeNull();
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
  });

  it('keeps the session in the browser: a new store over the same storage is still signed in', async () => {
    const { blogs, storage } = store();
    await blogs.signIn('owner', 'correct horse');
    expect(await store(storage).blogs.currentOwner()).toEqual({ name: 'owner' });
  });

  /** The session a real sign-in writes, taken apart. */
  async function signedInSession(): Promise<{ name: string; key: string }> {
    const { blogs, storage } = store();
    await blogs.signIn('owner', 'correct horse');
    return JSON.parse(storage.getItem(LOCAL_SESSION_KEY)!) as { name: string; key: string };
  }

  // Mutants of the session reader's early returns and of its catch survive: whatever they let through ends as not signed in (JSON.parse(null)
  // is null, a value that is no object has no name, a throw is caught, and the caller takes undefined as null).
  it.each<[string, () => Promise<string> | string]>([
    ['the name alone', () => 'owner'],
    ['any text', () => 'signed in'],
    ['a session without a key', () => JSON.stringify({ name: 'owner' })],
    ['a session with a made-up key', () => JSON.stringify({ name: 'owner', key: btoa('x'.repeat(32)) })],
    ['a session whose key is not base64', () => JSON.stringify({ name: 'owner', key: '%%%' })],
    ['a session whose key is the hash the site carries', () => JSON.stringify({ name: 'owner', key: owner.hash })],
    ['a real session with its name removed', async () => JSON.stringify({ ...(await signedInSession()), name: '' })],
    ['a real session whose name is a number', async () => JSON.stringify({ ...(await signedInSession()), name: 7 })],
    ['a real session whose key is wrapped in a list', async () => {
      const session = await signedInSession();
      return JSON.stringify({ ...session, key: [session.key] });
    }],
  ])('does not count %s, written into storage by hand, as signed in', async (_label, value) => {
    const { blogs, storage } = store();
    storage.setItem(LOCAL_SESSION_KEY, await value());
    expect(await blogs.currentOwner()).toBeNull();
  });

  it('refuses to sign in on a page without Web Crypto (plain http), saying why', async () => {
    const { blogs, storage } = store();
    const reason = 'signing in needs a secure connection (https:// or localhost)';
    try {
      vi.stubGlobal('crypto', undefined);
      expect(await refusalInEnglish(blogs.signIn('owner', 'correct horse'))).toBe(reason);
      // Some browsers keep crypto.getRandomValues on such a page and leave out crypto.subtle alone.
      vi.stubGlobal('crypto', {});
      expect(await refusalInEnglish(blogs.signIn('owner', 'correct horse'))).toBe(reason);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(storage.getItem(LOCAL_SESSION_KEY)).toBeNull();
  });

  it("does not accept a session signed in against another build's owner login", async () => {
    const storage = new MemoryStorage();
    const other = createLocalStore({ storage, owner: await hashOwnerCredentials('owner', 'correct horse', 1000) });
    await other.signIn('owner', 'correct horse');
    expect(await store(storage).blogs.currentOwner()).toBeNull();
  });
});

/** The virtual module is `export default {...};`: its JSON. */
function moduleValue(code: string): OwnerCredentials {
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as OwnerCredentials;
}

describe('the owner credentials built into the site', () => {
  it('carry a salted hash of the pair, never the pair', async () => {
    const code = await ownerModuleCode(readConfig({ SITE_OWNER_USERNAME: 'imam', SITE_OWNER_PASSWORD: 'a-secret-phrase' }).owner);
    expect(code).not.toContain('a-secret-phrase');
    expect(code).not.toContain('imam');
    const credentials = moduleValue(code);
    expect(Object.keys(credentials).sort()).toEqual(['hash', 'iterations', 'salt']);
    expect(await signsIn(credentials, 'imam', 'a-secret-phrase')).toBe(true);
    expect(await signsIn(credentials, 'imam', 'a-secret-phrasE')).toBe(false);
  });

  it('use the documented preview pair when none is configured, with a new salt each build', async () => {
    const first = moduleValue(await ownerModuleCode(readConfig({}).owner));
    const second = moduleValue(await ownerModuleCode(readConfig({}).owner));
    expect(PREVIEW_OWNER).toEqual({ username: 'owner', password: 'bismillah-preview' });
    expect(await signsIn(first, 'owner', 'bismillah-preview')).toBe(true);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });
});
