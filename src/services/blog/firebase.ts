import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, indexedDBLocalPersistence, initializeAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { get, getDatabase, ref, update } from 'firebase/database';
import type { FirebaseBlogConfig } from '../../config/environment';
import { BLOG_ID_PATTERN, limitReached } from './model';
import { type BlogEdit, blogEditSchema, type BlogEntry, databaseEntrySchema, editableFields, parseBlogRecord, storable } from './schema';
import { BlogStoreError } from './errors';
import { BlogLimitError, BlogNotFoundError, type BlogStore } from './store';

/** Firebase's answers to a wrong email or password (the codes differ with the project's settings). */
const WRONG_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/missing-email',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/user-disabled',
]);

function isWrongCredentials(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && WRONG_CREDENTIALS.has(String(error.code));
}

/**
 * Blogs in the Realtime Database at blogs/{owner uid}/blogs/{push id}, beside the `count` and
 * `lastId` that database.rules.json uses to refuse a sixth blog; the owner signs in with Firebase
 * Authentication (email and password).
 *
 * The database client never fails a write it cannot send: it queues it and sends it when the
 * connection comes back, perhaps after the page has given up on it. So each write is made safe to
 * repeat: a new blog is written at the id the page chose before its first attempt, and an attempt
 * that finds that blog already there (an earlier attempt landed late) only brings its text up to date.
 */
export function createFirebaseStore(config: FirebaseBlogConfig): BlogStore {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    databaseURL: config.databaseURL,
    projectId: config.projectId,
    appId: config.appId,
  });
  const database = getDatabase(app, config.databaseURL);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const ownerPath = `blogs/${config.ownerUid}`;
  const pathOf = (id: string) => `${ownerPath}/blogs/${id}`;
  const stored = async (id: string) => (await get(ref(database, pathOf(id)))).exists();
  const readCount = async () => {
    const counter = await get(ref(database, `${ownerPath}/count`));
    return typeof counter.val() === 'number' ? (counter.val() as number) : 0;
  };

  /** The stored blog's path; an id that is no push id could name another path, so it names none. */
  const blogPath = async (id: string): Promise<string> => {
    if (!BLOG_ID_PATTERN.test(id) || !(await stored(id))) throw new BlogNotFoundError();
    return pathOf(id);
  };

  return {
    kind: 'firebase',
    async list() {
      const snapshot = await get(ref(database, `${ownerPath}/blogs`));
      return parseBlogRecord(snapshot.val(), databaseEntrySchema);
    },
    async count() {
      // Damaged entries hold their places: the rules' `count` rose when each was written, and falls only
      // when one is deleted. An entry removed in the console may leave `count` higher than what is stored;
      // one written there under an id the site never writes was never counted by the rules.
      // A node damaged in the console counts for nothing: text or a number has neither field, and its keys
      // (as a list's) are indexes, never push ids.
      const snapshot = await get(ref(database, ownerPath));
      const { blogs, count } = (snapshot.val() ?? {}) as { blogs?: unknown; count?: unknown };
      const stored = Object.keys(blogs ?? {}).filter((id) => BLOG_ID_PATTERN.test(id)).length;
      return Math.max(stored, typeof count === 'number' ? count : 0);
    },
    async create(id: string, entry: BlogEntry) {
      if (!BLOG_ID_PATTERN.test(id)) throw new BlogStoreError('notPushId');
      // The rules refuse an entry without the checked numbers; say so before writing anything.
      const checked = storable(databaseEntrySchema, entry);
      // An earlier attempt landed: its dates stay (the rules keep them), the text is this attempt's.
      const bringUpToDate = () => update(ref(database, pathOf(id)), editableFields(checked));
      if (await stored(id)) return bringUpToDate();
      const count = await readCount();
      if (limitReached(count)) throw new BlogLimitError();
      // One multi-path update sets the blog and, in the same write, raises the counter and names the new
      // blog in lastId: the rules move `count` only when lastId names a blog that this very write adds.
      try {
        await update(ref(database, ownerPath), { [`blogs/${id}`]: checked, count: count + 1, lastId: id });
      } catch (error) {
        // An earlier attempt landed between the read and this write: the rules refused this one, for the
        // counter rises once per blog. The blog is there all the same.
        if (await stored(id)) return bringUpToDate();
        throw error;
      }
    },
    async remove(id: string) {
      // The rules name a removed blog in `lastRemoved`, which takes only push ids: an entry written in the
      // console under another key (never counted among the five) cannot be removed from the site.
      if (!BLOG_ID_PATTERN.test(id)) throw new BlogStoreError('consoleOnly');
      await blogPath(id);
      const count = await readCount();
      // The mirror of create: the rules let a blog go only in the same update that lowers `count` by 1
      // and names it in `lastRemoved`, so `count` always equals the blogs that exist.
      try {
        await update(ref(database, ownerPath), { [`blogs/${id}`]: null, count: count - 1, lastRemoved: id });
      } catch (error) {
        // An earlier attempt landed meanwhile, and the rules refused this one (the counter falls once per blog).
        if (!(await stored(id))) throw new BlogNotFoundError();
        throw error;
      }
    },
    async edit(id: string, changes: BlogEdit) {
      const path = await blogPath(id);
      // Only the editable fields are sent; the rules refuse any change to a blog's dates, author or numbers.
      await update(ref(database, path), storable(blogEditSchema, changes));
    },
    async signIn(email, password) {
      try {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        if (user.uid === config.ownerUid) return true;
        await signOut(auth);
        return false;
      } catch (error) {
        if (isWrongCredentials(error)) return false;
        throw error;
      }
    },
    async signOut() {
      await signOut(auth);
    },
    async currentOwner() {
      await auth.authStateReady();
      const user = auth.currentUser;
      return user?.uid === config.ownerUid ? { name: user.email ?? user.uid } : null;
    },
  };
}
