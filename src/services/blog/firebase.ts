import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, indexedDBLocalPersistence, initializeAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { get, getDatabase, push, ref, update } from 'firebase/database';
import type { FirebaseBlogConfig } from '../../config/environment';
import { BLOG_ID_PATTERN, limitReached } from './model';
import { type BlogEdit, blogEditSchema, type BlogEntry, databaseEntrySchema, parseBlogRecord } from './schema';
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

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Blogs in the Realtime Database at blogs/{owner uid}/blogs/{push id}, beside the `count` and
 * `lastId` that database.rules.json uses to refuse a sixth blog; the owner signs in with Firebase
 * Authentication (email and password).
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

  /** The stored blog's path; an id that is no push id could name another path, so it names none. */
  const blogPath = async (id: string): Promise<string> => {
    if (!BLOG_ID_PATTERN.test(id)) throw new BlogNotFoundError();
    const path = `${ownerPath}/blogs/${id}`;
    if (!(await get(ref(database, path))).exists()) throw new BlogNotFoundError();
    return path;
  };

  return {
    kind: 'firebase',
    async list() {
      const snapshot = await get(ref(database, `${ownerPath}/blogs`));
      return parseBlogRecord(snapshot.val(), databaseEntrySchema);
    },
    async count() {
      // Damaged entries are not counted here; the rules' `count` still holds their places (the rules
      // cannot tell a damaged entry) until they are removed in the console and `count` is lowered.
      // An entry removed in the console may also leave `count` higher than the list.
      const snapshot = await get(ref(database, ownerPath));
      const owner: unknown = snapshot.val();
      if (!owner || typeof owner !== 'object') return 0;
      const { blogs, count } = owner as { blogs?: unknown; count?: unknown };
      const listed = blogs && typeof blogs === 'object' && !Array.isArray(blogs) ? parseBlogRecord(blogs, databaseEntrySchema).blogs.length : 0;
      return Math.max(listed, typeof count === 'number' ? count : 0);
    },
    async create(entry: BlogEntry) {
      // The rules refuse an entry without the checked numbers; say so before writing anything.
      const checked = databaseEntrySchema.parse(entry);
      const counter = await get(ref(database, `${ownerPath}/count`));
      const count = typeof counter.val() === 'number' ? (counter.val() as number) : 0;
      if (limitReached(count)) throw new BlogLimitError();
      // push() only makes the time-ordered id; one multi-path update then sets the blog and, in the same
      // write, raises the counter and names the new blog in lastId: the rules move `count` only when
      // lastId names a blog that this very write adds.
      const id = push(ref(database, `${ownerPath}/blogs`)).key;
      if (!id) throw new Error('the database gave no id for the new blog');
      await update(ref(database, ownerPath), { [`blogs/${id}`]: checked, count: count + 1, lastId: id });
      return id;
    },
    async remove(id: string) {
      await blogPath(id);
      const counter = await get(ref(database, `${ownerPath}/count`));
      const count = typeof counter.val() === 'number' ? (counter.val() as number) : 0;
      // The mirror of create: the rules let a blog go only in the same update that lowers `count` by 1
      // and names it in `lastRemoved`, so `count` always equals the blogs that exist.
      await update(ref(database, ownerPath), { [`blogs/${id}`]: null, count: count - 1, lastRemoved: id });
    },
    async edit(id: string, changes: BlogEdit) {
      const path = await blogPath(id);
      // Only the editable fields are sent; the rules refuse any change to a blog's dates, author or numbers.
      await update(ref(database, path), blogEditSchema.parse(changes));
    },
    async signIn(email, password) {
      try {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        if (user.uid === config.ownerUid) return true;
        await signOut(auth);
        return false;
      } catch (error) {
        if (WRONG_CREDENTIALS.has(errorCode(error))) return false;
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
