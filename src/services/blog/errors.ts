/**
 * Why a blog store could not do what it was asked, by name: the page that asked says it in its own
 * language (blog.storeErrors in the catalog). The store's own words would be English on every page.
 */
export type BlogStoreProblem =
  /** The local store's blogs in localStorage are not JSON. */
  | 'savedBlogsNotJson'
  /** They are JSON, but not an object keyed by id. */
  | 'savedBlogsDamaged'
  /** What the database holds at the blogs is not an object keyed by id. */
  | 'storedBlogsNotKeyed'
  /** The build chose Firebase, but its settings did not reach the page. */
  | 'firebaseNotConfigured'
  /** The build chose the local store, but not its owner login. */
  | 'noOwnerLogin'
  /** The page has no Web Crypto (plain http), which the local store's sign-in needs. */
  | 'insecureConnection'
  /** A new blog's id is not a push id. */
  | 'notPushId'
  /** An entry stored under a key the site never writes, which the database rules let only the console remove. */
  | 'consoleOnly'
  /** The date the owner chose is no day of the calendar; `date` is as it was given, quoted. */
  | 'notCalendarDate'
  | 'limitReached'
  | 'blogGone'
  /** A blog the store's shape refuses, which only a fault of the site can send; `fields` are its keys at fault. */
  | 'notStorable';

/** A store's refusal or failure, named; `values` fills the words the page says it in. */
export class BlogStoreError extends Error {
  readonly problem: BlogStoreProblem;
  readonly values: Readonly<Record<string, string>>;

  constructor(problem: BlogStoreProblem, values: Readonly<Record<string, string>> = {}) {
    super(problem);
    this.name = 'BlogStoreError';
    this.problem = problem;
    this.values = values;
  }
}
