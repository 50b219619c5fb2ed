import type { BlogEdit, BlogEntry, ParsedBlogs } from './schema';

export interface BlogOwner {
  /** How the owner signed in: the username (local store) or the account's email (Firebase). */
  readonly name: string;
}

/** What the blog, login and write pages need from a store; configuration picks the adapter. */
export interface BlogStore {
  readonly kind: 'firebase' | 'local';
  /** One read of every blog, in creation order. */
  list(): Promise<ParsedBlogs>;
  /** How many valid blogs exist, for the write page's limit (damaged entries do not count). */
  count(): Promise<number>;
  /** Stores a new blog and returns its id; refuses a sixth with BlogLimitError. */
  create(entry: BlogEntry): Promise<string>;
  /** Removes a stored blog, which frees its place among the five; BlogNotFoundError when it is gone. */
  remove(id: string): Promise<void>;
  /** Changes a stored blog's text, tags and picture; its date, expiry and id stay. BlogNotFoundError when it is gone. */
  edit(id: string, changes: BlogEdit): Promise<void>;
  /** True when the pair is the owner's; false for a wrong pair. Throws only when it cannot tell. */
  signIn(username: string, password: string): Promise<boolean>;
  signOut(): Promise<void>;
  currentOwner(): Promise<BlogOwner | null>;
}

export class BlogLimitError extends Error {
  constructor() {
    super('the blog limit is reached');
    this.name = 'BlogLimitError';
  }
}

/** The blog asked for is not stored (any more): deleted meanwhile, perhaps in another tab. */
export class BlogNotFoundError extends Error {
  constructor() {
    super('that blog no longer exists');
    this.name = 'BlogNotFoundError';
  }
}
