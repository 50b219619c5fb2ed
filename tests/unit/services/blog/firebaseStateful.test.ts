import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoFirebaseConfig } from '../../support/firebaseProject';
import { blogStatus, EXPIRY_MS, type BlogDraft } from '../../../../src/services/blog/model';
import { newBlogEntry } from '../../../../src/services/blog/schema';
import { BlogLimitError, BlogNotFoundError } from '../../../../src/services/blog/store';
import { pushId } from '../../../../src/services/blog/pushId';
import { damagedInEnglish, refusalInEnglish } from '../../support/blogInEnglish';
import { databaseModule, holdNextWrite, refusedWrites, resetFirebase, storedAt } from '../../support/firebaseFake';

/*
 * The Firebase adapter against a stateful fake of the SDK (tests/unit/support/firebaseFake.ts):
 * what the adapter writes is stored, read back, and judged by database.rules.json through
 * targaryen on every write, as the hosted database judges it.
 */
vi.mock('firebase/app', async () => (await import('../../support/firebaseFake')).appModule);
vi.mock('firebase/database', async () => (await import('../../support/firebaseFake')).databaseModule);
vi.mock('firebase/auth', async () => (await import('../../support/firebaseFake')).authModule);

const { createFirebaseStore } = await import('../../../../src/services/blog/firebase');

const config = demoFirebaseConfig;

const users = [
  { uid: 'OWNER', email: 'owner@example.org', password: 'right' },
  { uid: 'SOMEONE_ELSE', email: 'other@example.org', password: 'right' },
];

/** The journey's first morning, 2025-03-01 09:00 UTC; each blog is written an hour after the last. */
const START = Date.UTC(2025, 2, 1, 9);
const HOUR = 60 * 60 * 1000;

const draft = (title: string): BlogDraft => ({ title, content: `About ${title}.`, category: 'News', tags: 'academy', date: '' });
const ownerNode = () => storedAt('blogs/OWNER') as { count?: number; lastId?: string; lastRemoved?: string; blogs?: Record<string, Record<string, unknown>> } | null;

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['Date'] });
  resetFirebase({ owner: 'OWNER' }, users);
});

afterEach(() => {
  vi.useRealTimers();
});

async function signedInStore() {
  const store = createFirebaseStore(config);
  expect(await store.signIn('owner@example.org', 'right')).toBe(true);
  return store;
}

type Store = ReturnType<typeof createFirebaseStore>;

/** The entry the write page makes of a draft, at the clock's time. */
const entryFor = (title: string) => newBlogEntry(draft(title), { now: new Date(), author: 'Ali', random: () => 0 });

/** Writes a blog as the write page does (its id chosen first), then moves the clock on an hour. */
async function write(store: Store, title: string): Promise<string> {
  const id = pushId(Date.now());
  await store.create(id, entryFor(title));
  vi.setSystemTime(Date.now() + HOUR);
  return id;
}

describe('the Firebase adapter, with what it writes stored and judged by the rules', () => {
  it('writes a blog and reads it back, as the owner and as a visitor', async () => {
    const store = await signedInStore();
    const id = await write(store, 'Ramadan classes');
    expect(ownerNode()).toMatchObject({ count: 1, lastId: id });
    const { blogs, damaged } = await store.list();
    expect(damaged).toEqual([]);
    expect(blogs).toEqual([
      expect.objectContaining({ id, title: 'Ramadan classes', author: 'Ali', createdAt: START, expiresAt: START + EXPIRY_MS, date: new Date(START).toISOString() }),
    ]);
    await store.signOut();
    expect((await createFirebaseStore(config).list()).blogs.map((blog) => blog.title)).toEqual(['Ramadan classes']);
  });

  it('deletes a blog in one update that lowers count, and frees its place', async () => {
    const store = await signedInStore();
    const ids = [];
    for (const title of ['One', 'Two', 'Three']) ids.push(await write(store, title));
    await store.remove(ids[1]!);
    expect(ownerNode()).toMatchObject({ count: 2, lastRemoved: ids[1] });
    expect(Object.keys(ownerNode()?.blogs ?? {})).toEqual([ids[0], ids[2]]);
    expect(await store.count()).toBe(2);
    await expect(store.remove(ids[1]!)).rejects.toBeInstanceOf(BlogNotFoundError);
    expect(await refusalInEnglish(store.remove(ids[1]!))).toBe('that blog no longer exists');

  });

  it("edits a blog's text, tags and picture, and keeps its date, expiry and id", async () => {
    const store = await signedInStore();
    const id = await write(store, 'Draft title');
    const before = ownerNode()?.blogs?.[id];
    await store.edit(id, { title: 'Final title', content: 'Final text.', category: 'Events', tags: 'eid', imageUrl: 'announce4.jpg' });
    expect(ownerNode()?.blogs?.[id]).toEqual({ ...before, title: 'Final title', content: 'Final text.', category: 'Events', tags: 'eid', imageUrl: 'announce4.jpg' });
    expect(ownerNode()?.count).toBe(1);
    await expect(store.edit('-OAbCdEfGhIjKlMnOp99', { title: 'x', content: '', category: '', tags: '', imageUrl: 'announce1.jpg' })).rejects.toBeInstanceOf(
      BlogNotFoundError,
    );
  });

  it('refuses an edit that tries to carry more than the editable fields, before writing', async () => {
    const store = await signedInStore();
    const id = await write(store, 'Title');
    const sneaky = { title: 'x', content: '', category: '', tags: '', imageUrl: 'announce1.jpg' as const, expiresAt: Date.UTC(2999, 0, 1) };
    await expect(store.edit(id, sneaky)).rejects.toThrow();
    expect(ownerNode()?.blogs?.[id]?.expiresAt).toBe(START + EXPIRY_MS);
  });

  it('fails a forged write as the hosted database does: PERMISSION_DENIED, nothing stored', async () => {
    const store = await signedInStore();
    const id = await write(store, 'Kept');
    const ref = databaseModule.ref(null, 'blogs/OWNER');
    const before = ownerNode();
    // A blog made young again, a count lowered without a delete, a delete that leaves count as it was.
    const forgeries = [
      [databaseModule.ref(null, `blogs/OWNER/blogs/${id}`), { expiresAt: Date.now() + EXPIRY_MS, createdAt: Date.now(), expiryDate: new Date(Date.now() + EXPIRY_MS).toISOString() }],
      [ref, { count: 0, lastRemoved: id }],
      [ref, { [`blogs/${id}`]: null }],
      [ref, { [`blogs/${id}`]: null, count: 0 }],
    ] as const;
    for (const [target, values] of forgeries) {
      await expect(databaseModule.update(target, values)).rejects.toMatchObject({ code: 'PERMISSION_DENIED', message: 'PERMISSION_DENIED: Permission denied' });
    }
    expect(refusedWrites()).toHaveLength(forgeries.length);
    expect(ownerNode()).toEqual(before);
  });

  it("refuses everything to another account and to a visitor, however the adapter's calls are made", async () => {
    const owner = await signedInStore();
    const id = await write(owner, 'Only the owner');
    await owner.signOut();
    const visitor = createFirebaseStore(config);
    await expect(visitor.remove(id)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(visitor.edit(id, { title: 'Defaced', content: '', category: '', tags: '', imageUrl: 'announce1.jpg' })).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    // The other account is signed out again by signIn (it is not the owner); signed in behind its back, the rules still refuse it.
    expect(await visitor.signIn('other@example.org', 'right')).toBe(false);
    const { authModule } = await import('../../support/firebaseFake');
    await authModule.signInWithEmailAndPassword(null, 'other@example.org', 'right');
    await expect(visitor.remove(id)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(visitor.create(pushId(Date.now()), newBlogEntry(draft('Intruder'), { now: new Date(), author: 'X' }))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(ownerNode()).toMatchObject({ count: 1 });
    expect(ownerNode()).toHaveProperty(['blogs', id, 'title'], 'Only the owner');
  });
});

describe("the owner's journey through the Firebase adapter", () => {
  it('signs in, writes five, meets the limit, deletes one, writes the sixth, edits a title; a visitor sees the result', async () => {
    const visitorBefore = createFirebaseStore(config);
    expect(await visitorBefore.currentOwner()).toBeNull();
    expect(await visitorBefore.list()).toEqual({ blogs: [], damaged: [] });

    const store = await signedInStore();
    expect(await store.currentOwner()).toEqual({ name: 'owner@example.org' });
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) ids.push(await write(store, title));
    expect(await store.count()).toBe(5);

    // The limit, from the adapter and from the rules behind it.
    await expect(store.create(pushId(Date.now()), newBlogEntry(draft('Sixth'), { now: new Date(), author: 'Ali' }))).rejects.toBeInstanceOf(BlogLimitError);
    const sixth = newBlogEntry(draft('Sixth'), { now: new Date(), author: 'Ali' });
    await expect(
      databaseModule.update(databaseModule.ref(null, 'blogs/OWNER'), { 'blogs/-OAbCdEfGhIjKlMnOp06': sixth, count: 6, lastId: '-OAbCdEfGhIjKlMnOp06' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(ownerNode()?.count).toBe(5);

    await store.remove(ids[0]!);
    expect(await store.count()).toBe(4);
    ids.push(await write(store, 'Sixth'));
    expect(await store.count()).toBe(5);
    await expect(store.create(pushId(Date.now()), newBlogEntry(draft('Seventh'), { now: new Date(), author: 'Ali' }))).rejects.toBeInstanceOf(BlogLimitError);

    const second = (await store.list()).blogs.find((blog) => blog.id === ids[1])!;
    await store.edit(second.id, { title: 'Second, revised', content: second.content, category: second.category, tags: second.tags, imageUrl: second.imageUrl });
    await store.signOut();
    expect(await store.currentOwner()).toBeNull();

    // A visitor, 30 days and 90 minutes after the first blog: the second (written an hour after it) has expired.
    vi.setSystemTime(START + EXPIRY_MS + 90 * 60 * 1000);
    const seen = await createFirebaseStore(config).list();
    expect(seen.damaged).toEqual([]);
    expect(seen.blogs.map((blog) => [blog.title, blogStatus(blog, new Date())])).toEqual([
      ['Second, revised', 'Expired'],
      ['Third', 'Active'],
      ['Fourth', 'Active'],
      ['Fifth', 'Active'],
      ['Sixth', 'Active'],
    ]);
    const revised = seen.blogs[0]!;
    expect([revised.date, revised.createdAt, revised.expiresAt]).toEqual([new Date(START + HOUR).toISOString(), START + HOUR, START + HOUR + EXPIRY_MS]);
    expect(ownerNode()?.count).toBe(5);
  });
});

describe('a save or a delete tried again after the page gave up on it, while the first attempt is held back and lands late', () => {
  const blogsStored = () => Object.keys(ownerNode()?.blogs ?? {});

  it('the retry writes the blog, then the first attempt lands: the rules refuse it, and there is one blog, counted once', async () => {
    const store = await signedInStore();
    const id = pushId(Date.now());
    const first = holdNextWrite();
    const firstAttempt = store.create(id, entryFor('Eid'));
    await first.reached;
    // The page's deadline passes; the owner presses Save again a minute later.
    vi.setSystemTime(Date.now() + 60_000);
    await store.create(id, entryFor('Eid'));
    await first.land();
    // The rules refuse it (the counter rises once per blog); the adapter finds the blog there and says it is saved.
    await firstAttempt;
    expect(refusedWrites()).toHaveLength(1);
    expect(blogsStored()).toEqual([id]);
    expect(ownerNode()).toMatchObject({ count: 1, lastId: id });
    expect(await store.count()).toBe(1);
  });

  it('the first attempt lands between the retry reading and writing: the retry is refused, finds the blog, and gives it its text', async () => {
    const store = await signedInStore();
    const id = pushId(Date.now());
    const first = holdNextWrite();
    const firstAttempt = store.create(id, entryFor('Eid'));
    await first.reached;
    vi.setSystemTime(Date.now() + 60_000);
    const second = holdNextWrite();
    const retry = store.create(id, entryFor('Eid, corrected'));
    await second.reached;
    await first.land();
    await firstAttempt;
    await second.land();
    await retry;
    expect(blogsStored()).toEqual([id]);
    expect(ownerNode()).toMatchObject({ count: 1, lastId: id });
    // The text of the retry, the dates of the attempt that landed first.
    expect(ownerNode()?.blogs?.[id]).toMatchObject({ title: 'Eid, corrected', createdAt: START, expiresAt: START + EXPIRY_MS });
    expect(refusedWrites()).toHaveLength(1);
  });

  it('the first attempt lands before the retry: the retry only brings its text up to date', async () => {
    const store = await signedInStore();
    const id = pushId(Date.now());
    const first = holdNextWrite();
    const firstAttempt = store.create(id, entryFor('Eid'));
    await first.reached;
    await first.land();
    await firstAttempt;
    vi.setSystemTime(Date.now() + 10 * 60_000);
    // Ten minutes on, a new entry's time would be refused; the blog is there, so only its text is sent.
    await store.create(id, entryFor('Eid'));
    expect(blogsStored()).toEqual([id]);
    expect(ownerNode()?.count).toBe(1);
    expect(refusedWrites()).toEqual([]);
  });

  it('at four blogs, the fifth saved twice is one blog: the limit counts it once, and a sixth is still refused', async () => {
    const store = await signedInStore();
    for (const title of ['One', 'Two', 'Three', 'Four']) await write(store, title);
    const id = pushId(Date.now());
    const first = holdNextWrite();
    const firstAttempt = store.create(id, entryFor('Five'));
    await first.reached;
    await first.land();
    await firstAttempt;
    await store.create(id, entryFor('Five'));
    expect(await store.count()).toBe(5);
    expect(blogsStored()).toHaveLength(5);
    await expect(store.create(pushId(Date.now() + 1), entryFor('Six'))).rejects.toBeInstanceOf(BlogLimitError);
  });

  it('a delete tried again: whichever lands second is refused, and the counter falls once', async () => {
    const store = await signedInStore();
    const ids = [await write(store, 'One'), await write(store, 'Two')];
    const first = holdNextWrite();
    const firstAttempt = store.remove(ids[0]!);
    await first.reached;
    await store.remove(ids[0]!);
    const late = expect(firstAttempt).rejects.toBeInstanceOf(BlogNotFoundError);
    await first.land();
    await late;
    expect(refusedWrites()).toHaveLength(1);
    expect(blogsStored()).toEqual([ids[1]]);
    expect(ownerNode()?.count).toBe(1);

    // The other order: the first lands while the retry's write is on its way; the retry says it was deleted already.
    const again = holdNextWrite();
    const firstOfTwo = store.remove(ids[1]!);
    await again.reached;
    const retryHeld = holdNextWrite();
    const retry = store.remove(ids[1]!);
    await retryHeld.reached;
    await again.land();
    await firstOfTwo;
    const gone = expect(retry).rejects.toBeInstanceOf(BlogNotFoundError);
    await retryHeld.land();
    await gone;
    expect(blogsStored()).toEqual([]);
    expect(ownerNode()?.count).toBe(0);
  });
});

describe('damaged entries in the database', () => {
  it('are listed with what is wrong, hold their places, and the owner deletes them, which frees the places', async () => {
    const store = await signedInStore();
    const ids = [await write(store, 'Kept'), await write(store, 'Will be damaged'), await write(store, 'Also damaged')];
    // Changed in the console, past the rules: an expiry moved, a field removed.
    const node = ownerNode()!;
    resetFirebase(
      {
        owner: 'OWNER',
        blogs: {
          OWNER: {
            ...node,
            blogs: {
              ...node.blogs,
              [ids[1]!]: { ...node.blogs![ids[1]!], expiryDate: '2999-01-01T00:00:00.000Z' },
              [ids[2]!]: { ...node.blogs![ids[2]!], title: undefined, content: 42 },
            },
          },
        },
      },
      users,
    );
    const owner = await signedInStore();
    const listed = await owner.list();
    expect(listed.blogs.map((blog) => blog.title)).toEqual(['Kept']);
    expect(listed.damaged.map(damagedInEnglish)).toEqual([
      { id: ids[1], title: 'Will be damaged', problem: 'Its dates disagree: the expiry is not 30 days after the time it was written' },
      { id: ids[2], title: null, problem: 'The title is missing; the content is not text' },
    ]);
    expect(await owner.count()).toBe(3);
    await owner.remove(ids[1]!);
    await owner.remove(ids[2]!);
    expect(refusedWrites()).toEqual([]);
    expect(ownerNode()).toMatchObject({ count: 1, lastRemoved: ids[2] });
    expect(await owner.list()).toMatchObject({ damaged: [] });
    expect(await owner.count()).toBe(1);
  });
});
