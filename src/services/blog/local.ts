import { credentialsMatch, type OwnerCredentials } from './ownerCredentials';
import { pushId } from './pushId';
import { limitReached } from './model';
import { blogEntrySchema, parseBlogRecord, type BlogEntry, type ParsedBlogs } from './schema';
import { BlogLimitError, type BlogOwner, type BlogStore } from './store';

/** The blogs, keyed by push id: the same shape as the database's blogs/{owner}/blogs. */
export const LOCAL_BLOGS_KEY = 'academy.blog.entries';
/** The signed-in owner's username, while signed in. */
export const LOCAL_SESSION_KEY = 'academy.blog.owner';

interface LocalStoreOptions {
  readonly storage: Storage;
  readonly owner: OwnerCredentials;
  readonly now?: () => number;
}

function readRecord(storage: Storage): Record<string, unknown> {
  const text = storage.getItem(LOCAL_BLOGS_KEY);
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('the blogs saved in this browser are damaged (not valid JSON)');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('the blogs saved in this browser are damaged');
  return value as Record<string, unknown>;
}

/** The preview store: blogs live in this browser's localStorage, the owner login is checked against a hash. */
export function createLocalStore({ storage, owner, now = Date.now }: LocalStoreOptions): BlogStore {
  const list = async (): Promise<ParsedBlogs> => parseBlogRecord(readRecord(storage));

  return {
    kind: 'local',
    list,
    async count() {
      return Object.keys(readRecord(storage)).length;
    },
    async create(entry: BlogEntry) {
      const record = readRecord(storage);
      // The database rules refuse a sixth blog; the local store keeps the same limit.
      if (limitReached(Object.keys(record).length)) throw new BlogLimitError();
      const id = pushId(now());
      record[id] = blogEntrySchema.parse(entry);
      storage.setItem(LOCAL_BLOGS_KEY, JSON.stringify(record));
      return id;
    },
    async signIn(username, password) {
      const name = username.trim();
      if (!(await credentialsMatch(owner, name, password))) return false;
      storage.setItem(LOCAL_SESSION_KEY, name);
      return true;
    },
    async signOut() {
      storage.removeItem(LOCAL_SESSION_KEY);
    },
    async currentOwner(): Promise<BlogOwner | null> {
      const name = storage.getItem(LOCAL_SESSION_KEY);
      return name ? { name } : null;
    },
  };
}
