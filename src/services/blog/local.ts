/* eslint-disable @typescript-eslint/require-await -- the store's methods are async, as the interface's are, so that what one throws reaches the caller as a rejected promise, the way the Firebase store's errors do */
import { BlogStoreError } from './errors';
import { ownerSessionKey, sessionKeyMatches, type OwnerCredentials } from './ownerCredentials';
import { BLOG_ID_PATTERN, limitReached } from './model';
import { type BlogEdit, blogEditSchema, type BlogEntry, blogEntrySchema, editableFields, parseBlogRecord, type ParsedBlogs, storable } from './schema';
import { BlogLimitError, BlogNotFoundError, type BlogOwner, type BlogStore } from './store';

/** The blogs, keyed by push id: the same shape as the database's blogs/{owner}/blogs. */
export const LOCAL_BLOGS_KEY = 'academy.blog.entries';
/** While signed in: the owner's name and the key the sign-in derived from the pair (JSON). */
export const LOCAL_SESSION_KEY = 'academy.blog.owner';

interface LocalSession {
  readonly name: string;
  readonly key: string;
}

function readSession(storage: Storage): LocalSession | null {
  const text = storage.getItem(LOCAL_SESSION_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { name, key } = value as Partial<Record<keyof LocalSession, unknown>>;
    return typeof name === 'string' && name !== '' && typeof key === 'string' ? { name, key } : null;
  } catch {
    return null;
  }
}

interface LocalStoreOptions {
  readonly storage: Storage;
  readonly owner: OwnerCredentials;
}

function readRecord(storage: Storage): Record<string, unknown> {
  const text = storage.getItem(LOCAL_BLOGS_KEY);
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BlogStoreError('savedBlogsNotJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BlogStoreError('savedBlogsDamaged');
  return value as Record<string, unknown>;
}

/**
 * The preview store, a demo for one browser: blogs live in its localStorage, the owner login is
 * checked against a hash. Anyone with the browser's developer tools can change what it keeps.
 */
export function createLocalStore({ storage, owner }: LocalStoreOptions): BlogStore {
  const list = async (): Promise<ParsedBlogs> => parseBlogRecord(readRecord(storage));

  return {
    kind: 'local',
    list,
    // Every stored entry holds a place, a damaged one too, as in the database: the owner sees damaged
    // entries on the manage page and deletes them there.
    async count() {
      return Object.keys(readRecord(storage)).length;
    },
    async create(id: string, entry: BlogEntry) {
      if (!BLOG_ID_PATTERN.test(id)) throw new BlogStoreError('notPushId');
      const record = readRecord(storage);
      const checked = storable(blogEntrySchema, entry);
      if (Object.hasOwn(record, id)) {
        // Written already by an earlier attempt: that is the blog, and it takes this attempt's text.
        record[id] = storable(blogEntrySchema, { ...(record[id] as object), ...editableFields(checked) });
      } else {
        // The database rules refuse a sixth blog; the local store keeps the same limit.
        if (limitReached(Object.keys(record).length)) throw new BlogLimitError();
        record[id] = checked;
      }
      storage.setItem(LOCAL_BLOGS_KEY, JSON.stringify(record));
    },
    // Removing the entry is all it takes to free its place: the five are counted from what is stored. Any
    // key may be removed, for a damaged entry may sit under a key this site never writes.
    async remove(id: string) {
      const record = readRecord(storage);
      if (!Object.hasOwn(record, id)) throw new BlogNotFoundError();
      const { [id]: _removed, ...kept } = record;
      storage.setItem(LOCAL_BLOGS_KEY, JSON.stringify(kept));
    },
    async edit(id: string, changes: BlogEdit) {
      const record = readRecord(storage);
      if (!BLOG_ID_PATTERN.test(id) || !Object.hasOwn(record, id)) throw new BlogNotFoundError();
      // Only the editable fields are taken from the edit; the stored date, expiry and numbers stay.
      record[id] = storable(blogEntrySchema, { ...(record[id] as object), ...storable(blogEditSchema, changes) });
      storage.setItem(LOCAL_BLOGS_KEY, JSON.stringify(record));
    },
    async signIn(username, password) {
      const name = username.trim();
      const key = await ownerSessionKey(owner, name, password);
      if (key === null) return false;
      storage.setItem(LOCAL_SESSION_KEY, JSON.stringify({ name, key } satisfies LocalSession));
      return true;
    },
    async signOut() {
      storage.removeItem(LOCAL_SESSION_KEY);
    },
    async currentOwner(): Promise<BlogOwner | null> {
      // Only a session the sign-in wrote counts: its key must be the one the owner's pair derives. A
      // hand-written value is refused, but this is no protection: whoever can write here (devtools)
      // can write the blogs themselves too. The local store is a demo for one browser.
      const session = readSession(storage);
      return session && (await sessionKeyMatches(owner, session.key)) ? { name: session.name } : null;
    },
  };
}
