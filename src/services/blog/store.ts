import { BlogStoreError } from './errors';
import type { BlogEdit, BlogEntry, ParsedBlogs } from './schema';

export interface BlogOwner {
  /** How the owner signed in: the username (local store) or the account's email (Firebase). */
  readonly name: string;
}

/** What the blog, login and write pages need from a store; configuration picks the adapter. */
export interface BlogStore {
  readonly kind: 'firebase' | 'local';
  /** One read of every blog, in creation order, and of every damaged entry with what is wrong with it. */
  list(): Promise<ParsedBlogs>;
  /** How many of the five places are held, for the limit: damaged entries hold theirs until deleted. */
  count(): Promise<number>;
  /**
   * Stores a new blog at `id`, a push id chosen before the first attempt (pushId). Safe to repeat: when
   * an earlier attempt already stored it, the blog stays one, counted once, and takes this attempt's
   * text. Refuses a sixth with BlogLimitError.
   */
  create(id: string, entry: BlogEntry): Promise<void>;
  /** Removes a stored blog or damaged entry, which frees its place among the five; BlogNotFoundError when it is gone. */
  remove(id: string): Promise<void>;
  /** Changes a stored blog's text, tags and picture; its date, expiry and id stay. BlogNotFoundError when it is gone. */
  edit(id: string, changes: BlogEdit): Promise<void>;
  /** True when the pair is the owner's; false for a wrong pair. Throws only when it cannot tell. */
  signIn(username: string, password: string): Promise<boolean>;
  signOut(): Promise<void>;
  currentOwner(): Promise<BlogOwner | null>;
}

/** Five blogs (or entries) are stored already: a sixth waits until one is deleted. */
export class BlogLimitError extends BlogStoreError {
  constructor() {
    super('limitReached');
    this.name = 'BlogLimitError';
  }
}

/** The blog asked for is not stored (any more): deleted meanwhile, perhaps in another tab. */
export class BlogNotFoundError extends BlogStoreError {
  constructor() {
    super('blogGone');
    this.name = 'BlogNotFoundError';
  }
}
