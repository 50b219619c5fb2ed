import * as targaryen from 'targaryen';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoFirebaseConfig } from '../../support/firebaseProject';
import { CLOCK_TOLERANCE_MS } from '../../../../src/services/blog/model';
import { newBlogEntry } from '../../../../src/services/blog/schema';
import { BlogLimitError } from '../../../../src/services/blog/store';
import { rules } from './rulesCases';
import { without } from '../../support/without';
import { listedInEnglish, refusalInEnglish } from '../../support/blogInEnglish';

/** A fake of the Firebase SDK at its module boundary: it records every call and answers from `data`. */
const fake = vi.hoisted(() => {
  const state = {
    data: {} as Record<string, unknown>,
    calls: [] as unknown[][],
    users: new Map<string, { uid: string; password: string }>(),
    currentUser: null as { uid: string; email: string } | null,
    failure: null as { code: string } | null,
    /** When set, signing in fails with exactly this value, whatever it is. */
    signInRejection: null as { value: unknown } | null,
  };
  const at = (path: string) => path.split('/').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), state.data);
  return { state, at };
});

vi.mock('firebase/app', () => ({
  initializeApp: (options: unknown) => {
    fake.state.calls.push(['initializeApp', options]);
    return { name: '[DEFAULT]', options };
  },
}));

vi.mock('firebase/database', () => ({
  getDatabase: (_app: unknown, url: string) => {
    fake.state.calls.push(['getDatabase', url]);
    return { url };
  },
  ref: (_database: unknown, path: string) => ({ path }),
  get: async ({ path }: { path: string }) => {
    fake.state.calls.push(['get', path]);
    const value = fake.at(path);
    return { val: () => value ?? null, exists: () => value !== undefined };
  },
  update: async ({ path }: { path: string }, values: unknown) => {
    fake.state.calls.push(['update', path, values]);
    if (fake.state.failure) throw Object.assign(new Error('PERMISSION_DENIED: Permission denied'), fake.state.failure);
  },
}));

vi.mock('firebase/auth', () => ({
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'localStorage',
  initializeAuth: (_app: unknown, deps: unknown) => {
    fake.state.calls.push(['initializeAuth', deps]);
    return {
      get currentUser() {
        return fake.state.currentUser;
      },
      authStateReady: async () => undefined,
    };
  },
  signInWithEmailAndPassword: async (_auth: unknown, email: string, password: string) => {
    fake.state.calls.push(['signInWithEmailAndPassword', email, password]);
    if (fake.state.signInRejection) throw fake.state.signInRejection.value;
    if (fake.state.failure) throw Object.assign(new Error(fake.state.failure.code), fake.state.failure);
    const user = fake.state.users.get(email);
    if (user?.password !== password) throw Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' });
    fake.state.currentUser = { uid: user.uid, email };
    return { user: fake.state.currentUser };
  },
  signOut: async () => {
    fake.state.calls.push(['signOut']);
    fake.state.currentUser = null;
  },
}));

const { createFirebaseStore } = await import('../../../../src/services/blog/firebase');

const config = demoFirebaseConfig;

const entry = {
  title: 'Jummah',
  content: 'Khutbah at 1:30.',
  category: 'News',
  tags: 'friday',
  imageUrl: 'announce1.jpg',
  author: 'Ali',
  date: '2025-03-07T08:00:00.000Z',
  expiryDate: '2025-04-06T08:00:00.000Z',
  createdAt: Date.UTC(2025, 2, 7, 8),
  expiresAt: Date.UTC(2025, 3, 6, 8),
} as const;

/** Entries the list leaves out: the expiry string forged past the checked number, and one without the numbers. */
const forged = { ...entry, expiryDate: '2999-01-01T00:00:00.000Z' };
const unchecked = without(entry, 'createdAt', 'expiresAt');

/** The id the write page chose for the new blog. */
const NEW_ID = '-OAbCdEfGhIjKlMnOpQr';
/** Stored blogs' push ids. */
const idOf = (n: number) => `-OAbCdEfGhIjKlMnOp0${n}`;

beforeEach(() => {
  fake.state.data = {};
  fake.state.calls = [];
  fake.state.currentUser = null;
  fake.state.failure = null;
  fake.state.signInRejection = null;
  fake.state.users = new Map([
    ['owner@example.org', { uid: 'OWNER', password: 'right' }],
    ['other@example.org', { uid: 'SOMEONE_ELSE', password: 'right' }],
  ]);
});

describe('the Firebase store', () => {
  it('starts the app with the public web configuration and the regional database URL', () => {
    createFirebaseStore(config);
    expect(fake.state.calls).toEqual([
      ['initializeApp', { apiKey: 'AIzaFakeKey', authDomain: 'demo.firebaseapp.com', databaseURL: config.databaseURL, projectId: 'demo', appId: '1:123:web:abc' }],
      ['getDatabase', config.databaseURL],
      ['initializeAuth', { persistence: ['indexedDB', 'localStorage'] }],
    ]);
  });

  it('reads the list once, at blogs/{owner}/blogs', async () => {
    fake.state.data = { blogs: { OWNER: { count: 1, lastId: '-A', blogs: { '-A': entry } } } };
    const store = createFirebaseStore(config);
    fake.state.calls = [];
    expect(await store.list()).toEqual({ blogs: [{ id: '-A', ...entry }], damaged: [] });
    expect(fake.state.calls).toEqual([['get', 'blogs/OWNER/blogs']]);
  });

  it('reports as damaged, with what is wrong, an entry whose expiry string disagrees with its numbers, or that lacks them', async () => {
    fake.state.data = { blogs: { OWNER: { count: 3, lastId: '-C', blogs: { '-A': entry, '-B': forged, '-C': unchecked } } } };
    expect(listedInEnglish(await createFirebaseStore(config).list())).toEqual({
      blogs: [{ id: '-A', ...entry }],
      damaged: [
        { id: '-B', title: 'Jummah', problem: 'Its dates disagree: the expiry is not 30 days after the time it was written' },
        { id: '-C', title: 'Jummah', problem: 'The time it was written is missing; the time it expires is missing' },
      ],
    });
  });

  it('reads an empty list as no blogs', async () => {
    const store = createFirebaseStore(config);
    expect(await store.list()).toEqual({ blogs: [], damaged: [] });
    expect(await store.count()).toBe(0);
  });

  it('counts the larger of the stored entries and the counter the rules use', async () => {
    fake.state.data = { blogs: { OWNER: { count: 5, blogs: { [idOf(1)]: entry, [idOf(2)]: entry } } } };
    expect(await createFirebaseStore(config).count()).toBe(5);
    fake.state.data = { blogs: { OWNER: { blogs: { [idOf(1)]: entry, [idOf(2)]: entry } } } };
    expect(await createFirebaseStore(config).count()).toBe(2);
  });

  it('still counts from the counter when the blogs node itself is damaged', async () => {
    fake.state.data = { blogs: { OWNER: { count: 3, blogs: 'junk' } } };
    expect(await createFirebaseStore(config).count()).toBe(3);
    fake.state.data = { blogs: { OWNER: { blogs: 'junk' } } };
    expect(await createFirebaseStore(config).count()).toBe(0);
  });

  it.each<[string, unknown]>([
    ['a text', 'junk'],
    ['a number', 7],
    ['a list of blogs', [entry, entry]],
  ])('counts 0 for an owner node overwritten in the console with %s', async (_label, owner) => {
    fake.state.data = { blogs: { OWNER: owner } };
    expect(await createFirebaseStore(config).count()).toBe(0);
  });

  it('counts from the counter alone once the last blog is removed, and the database drops the empty blogs node', async () => {
    fake.state.data = { blogs: { OWNER: { count: 0, lastRemoved: idOf(1) } } };
    expect(await createFirebaseStore(config).count()).toBe(0);
    fake.state.data = { blogs: { OWNER: { count: 2, lastRemoved: idOf(1) } } };
    expect(await createFirebaseStore(config).count()).toBe(2);
  });

  it('counts damaged entries stored under push ids, which the rules counted; not one written in the console under another key', async () => {
    fake.state.data = { blogs: { OWNER: { blogs: { [idOf(1)]: entry, [idOf(2)]: forged, [idOf(3)]: unchecked, [idOf(4)]: { title: 7 }, [idOf(5)]: 'junk', '-E': 'junk' } } } };
    expect(await createFirebaseStore(config).count()).toBe(5);
  });

  it('creates a blog at the id the page chose, in one update that sets it and raises the counter', async () => {
    fake.state.data = { blogs: { OWNER: { count: 2 } } };
    const store = createFirebaseStore(config);
    fake.state.calls = [];
    await store.create(NEW_ID, entry);
    expect(fake.state.calls).toEqual([
      ['get', `blogs/OWNER/blogs/${NEW_ID}`],
      ['get', 'blogs/OWNER/count'],
      ['update', 'blogs/OWNER', { [`blogs/${NEW_ID}`]: entry, count: 3, lastId: NEW_ID }],
    ]);
  });

  it('on a retry that finds the blog there already, changes only its text, and neither the counter nor its dates', async () => {
    fake.state.data = { blogs: { OWNER: { count: 5, lastId: NEW_ID, blogs: { [NEW_ID]: entry } } } };
    const store = createFirebaseStore(config);
    fake.state.calls = [];
    await store.create(NEW_ID, { ...entry, title: 'Jummah, corrected' });
    expect(fake.state.calls).toEqual([
      ['get', `blogs/OWNER/blogs/${NEW_ID}`],
      ['update', `blogs/OWNER/blogs/${NEW_ID}`, { title: 'Jummah, corrected', content: entry.content, category: entry.category, tags: entry.tags, imageUrl: entry.imageUrl }],
    ]);
  });

  it('refuses an id that is no push id before reading or writing anything', async () => {
    const store = createFirebaseStore(config);
    fake.state.calls = [];
    expect(await refusalInEnglish(store.create('../count', entry))).toBe('a new blog needs a push id');
    expect(await refusalInEnglish(store.remove('../count'))).toBe('only the Firebase console can remove an entry stored under an id the site never writes');
    expect(fake.state.calls).toEqual([]);
  });

  it('starts the counter at 1 for the first blog', async () => {
    const store = createFirebaseStore(config);
    await store.create(NEW_ID, entry);
    expect(fake.state.calls.at(-1)).toEqual(['update', 'blogs/OWNER', { 'blogs/-OAbCdEfGhIjKlMnOpQr': entry, count: 1, lastId: '-OAbCdEfGhIjKlMnOpQr' }]);
  });

  // remove() takes such a counter as 0 as well; a mutant that subtracts from the text instead sends
  // another count, but the rules refuse both writes (they lower only a number), so none tells them apart.
  it('does not claim the limit from a counter typed in the console as text: it tries the write and lets the rules judge', async () => {
    fake.state.data = { blogs: { OWNER: { count: '5', blogs: { '-OAbCdEfGhIjKlMnOp01': entry } } } };
    await createFirebaseStore(config).create(NEW_ID, entry);
    expect(fake.state.calls.at(-1)).toEqual(['update', 'blogs/OWNER', { [`blogs/${NEW_ID}`]: entry, count: 1, lastId: NEW_ID }]);
  });

  it('refuses a sixth blog without writing', async () => {
    fake.state.data = { blogs: { OWNER: { count: 5 } } };
    const store = createFirebaseStore(config);
    await expect(store.create(NEW_ID, entry)).rejects.toBeInstanceOf(BlogLimitError);
    expect(await refusalInEnglish(store.create(NEW_ID, entry))).toBe('the blog limit is reached');
    expect(fake.state.calls.some(([name]) => name === 'update')).toBe(false);
  });

  it('refuses, without writing, an entry the rules would refuse: no checked numbers, or numbers that disagree', async () => {
    const store = createFirebaseStore(config);
    fake.state.calls = [];
    // Refused by name, for the page to say in its language; zod's English never reaches it.
    const refusal = (fields: string) => `the blog is not in the form the store accepts (fields: ${fields})`;
    expect(await refusalInEnglish(store.create(NEW_ID, unchecked))).toBe(refusal('createdAt, expiresAt'));
    expect(await refusalInEnglish(store.create(NEW_ID, forged))).toBe(refusal('expiryDate, createdAt, expiresAt'));
    expect(await refusalInEnglish(store.create(NEW_ID, { ...entry, expiresAt: entry.expiresAt + 1 }))).toBe(refusal('expiryDate, createdAt, expiresAt'));
    expect(fake.state.calls).toEqual([]);
  });

  it('writes what database.rules.json accepts: a page save checked against the server clock', async () => {
    const written = Date.UTC(2025, 2, 7, 8);
    const draft = { title: 'Jummah', content: 'Khutbah at 1:30.', category: 'News', tags: 'friday', date: '2025-03-06' };
    const store = createFirebaseStore(config);
    await store.create(NEW_ID, newBlogEntry(draft, { now: new Date(written), author: 'Ali' }));
    const [, path, values] = fake.state.calls.at(-1) as [string, string, Record<string, unknown>];
    const server = (serverNow: number) =>
      targaryen.database(rules, { owner: 'OWNER', blogs: { OWNER: {} } }, serverNow).as({ uid: 'OWNER' }).update(`/${path}`, values, serverNow);
    // A save arrives a moment after the page took its time; a device clock far off is refused, not stored.
    expect(server(written + 2000).allowed).toBe(true);
    expect(server(written - CLOCK_TOLERANCE_MS).allowed).toBe(true);
    expect(server(written + CLOCK_TOLERANCE_MS + 1).allowed).toBe(false);
  });

  it('passes on a refused write, and sends nothing more when the blog is not there', async () => {
    fake.state.failure = { code: 'PERMISSION_DENIED' };
    await expect(createFirebaseStore(config).create(NEW_ID, entry)).rejects.toThrow('PERMISSION_DENIED');
    expect(fake.state.calls.filter(([name]) => name === 'update')).toHaveLength(1);
  });

  it('signs in the owner with email and password', async () => {
    const store = createFirebaseStore(config);
    expect(await store.currentOwner()).toBeNull();
    expect(await store.signIn(' owner@example.org ', 'right')).toBe(true);
    expect(fake.state.calls).toContainEqual(['signInWithEmailAndPassword', 'owner@example.org', 'right']);
    expect(await store.currentOwner()).toEqual({ name: 'owner@example.org' });
    await store.signOut();
    expect(await store.currentOwner()).toBeNull();
  });

  it('answers false to a wrong password', async () => {
    expect(await createFirebaseStore(config).signIn('owner@example.org', 'wrong')).toBe(false);
  });

  it('signs out an account that is not the owner and answers false', async () => {
    const store = createFirebaseStore(config);
    expect(await store.signIn('other@example.org', 'right')).toBe(false);
    expect(fake.state.calls.at(-1)).toEqual(['signOut']);
    expect(await store.currentOwner()).toBeNull();
  });

  it('throws when it cannot tell, such as without a network', async () => {
    fake.state.failure = { code: 'auth/network-request-failed' };
    await expect(createFirebaseStore(config).signIn('owner@example.org', 'right')).rejects.toThrow('auth/network-request-failed');
  });

  it.each<[string, unknown]>([
    ['an Error without a code', new Error('socket hang up')],
    ['a bare message', 'offline'],
    ['null', null],
    ['nothing at all', undefined],
  ])('passes on a sign-in failure that is %s as it came, not as a wrong password', async (_label, value) => {
    fake.state.signInRejection = { value };
    await expect(createFirebaseStore(config).signIn('owner@example.org', 'right')).rejects.toBe(value);
  });

  it('says it is the Firebase store', () => {
    expect(createFirebaseStore(config).kind).toBe('firebase');
  });
});
