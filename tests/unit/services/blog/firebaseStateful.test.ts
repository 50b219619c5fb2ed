import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoFirebaseConfig } from '../../support/firebaseProject';
import { blogStatus, EXPIRY_MS, type BlogDraft } from '../../../../src/services/blog/model';
import { newBlogEntry } from '../../../../src/services/blog/schema';
import { BlogLimitError, BlogNotFoundError } from '../../../../src/services/blog/store';
import { databaseModule, refusedWrites, resetFirebase, storedAt } from '../../support/firebaseFake';

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

/** Writes a blog as the write page does, then moves the clock on an hour. */
async function write(store: ReturnType<typeof createFirebaseStore>, title: string): Promise<string> {
  const id = await store.create(newBlogEntry(draft(title), { now: new Date(), author: 'Ali', random: () => 0 }));
  vi.setSystemTime(Date.now() + HOUR);
  return id;
}

describe('the Firebase adapter, with what it writes stored and judged by the rules', () => {
  it('writes a blog and reads it back, as the owner and as a visitor', async () => {
    const store = await signedInStore();
    const id = await write(store, 'Ramadan classes');
    expect(ownerNode()).toMatchObject({ count: 1, lastId: id });
    const { blogs, invalid } = await store.list();
    expect(invalid).toBe(0);
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
    await expect(store.remove(ids[1]!)).rejects.toMatchObject({ name: 'BlogNotFoundError', message: 'that blog no longer exists' });
    await expect(store.remove('../count')).rejects.toBeInstanceOf(BlogNotFoundError);
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
    await expect(visitor.create(newBlogEntry(draft('Intruder'), { now: new Date(), author: 'X' }))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(ownerNode()).toMatchObject({ count: 1 });
    expect(ownerNode()).toHaveProperty(['blogs', id, 'title'], 'Only the owner');
  });
});

describe("the owner's journey through the Firebase adapter", () => {
  it('signs in, writes five, meets the limit, deletes one, writes the sixth, edits a title; a visitor sees the result', async () => {
    const visitorBefore = createFirebaseStore(config);
    expect(await visitorBefore.currentOwner()).toBeNull();
    expect(await visitorBefore.list()).toEqual({ blogs: [], invalid: 0 });

    const store = await signedInStore();
    expect(await store.currentOwner()).toEqual({ name: 'owner@example.org' });
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) ids.push(await write(store, title));
    expect(await store.count()).toBe(5);

    // The limit, from the adapter and from the rules behind it.
    await expect(store.create(newBlogEntry(draft('Sixth'), { now: new Date(), author: 'Ali' }))).rejects.toBeInstanceOf(BlogLimitError);
    const sixth = newBlogEntry(draft('Sixth'), { now: new Date(), author: 'Ali' });
    await expect(
      databaseModule.update(databaseModule.ref(null, 'blogs/OWNER'), { 'blogs/-OAbCdEfGhIjKlMnOp06': sixth, count: 6, lastId: '-OAbCdEfGhIjKlMnOp06' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(ownerNode()?.count).toBe(5);

    await store.remove(ids[0]!);
    expect(await store.count()).toBe(4);
    ids.push(await write(store, 'Sixth'));
    expect(await store.count()).toBe(5);
    await expect(store.create(newBlogEntry(draft('Seventh'), { now: new Date(), author: 'Ali' }))).rejects.toBeInstanceOf(BlogLimitError);

    const second = (await store.list()).blogs.find((blog) => blog.id === ids[1])!;
    await store.edit(second.id, { title: 'Second, revised', content: second.content, category: second.category, tags: second.tags, imageUrl: second.imageUrl });
    await store.signOut();
    expect(await store.currentOwner()).toBeNull();

    // A visitor, 30 days and 90 minutes after the first blog: the second (written an hour after it) has expired.
    vi.setSystemTime(START + EXPIRY_MS + 90 * 60 * 1000);
    const seen = await createFirebaseStore(config).list();
    expect(seen.invalid).toBe(0);
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
