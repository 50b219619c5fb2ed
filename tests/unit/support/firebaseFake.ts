import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as targaryen from 'targaryen';
import type { Database } from 'targaryen';
import { REPO_ROOT } from '../../support/repository';

/**
 * A stateful stand-in for the part of the Firebase SDK the blog adapter imports (firebase/app,
 * firebase/database, firebase/auth), used with vi.mock at the module boundary. Unlike a fake that
 * records calls, it keeps what is written and answers reads from it, and it judges every read and
 * write by database.rules.json through targaryen, as the hosted database would: a write the rules
 * refuse fails with PERMISSION_DENIED and changes nothing. The clock is Date.now(), so a test's
 * fake timers are the database server's clock too.
 */

const rules = JSON.parse(readFileSync(join(REPO_ROOT, 'database.rules.json'), 'utf8')) as object;

interface FakeUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
}

interface SignedIn {
  readonly uid: string;
  readonly email: string;
}

const state = {
  database: targaryen.database(rules, null, 0),
  users: [] as FakeUser[],
  currentUser: null as SignedIn | null,
  /** Every write the rules refused, for a test to look at. */
  refused: [] as { path: string; values: unknown }[],
  /** Set by holdNextWrite: takes the next write's landing, to be run when the test says. */
  holdNext: null as ((land: () => void) => void) | null,
};

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
/** The stored data, with nobody signed in: targaryen's `as(null)` keeps an earlier user, so the data is kept unattached. */
const asCurrentUser = () => (state.currentUser ? state.database.as({ uid: state.currentUser.uid }) : state.database);
/** Keeps the data a write produced, without the user who wrote it. */
const keep = (written: Database) => targaryen.database(rules, written.snapshot('/').val(), Date.now());

/** How the SDK fails a refused operation: an Error whose code and message name the refusal. */
function permissionDenied(): Error {
  return Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
}

/** Starts over: the given data (as the console would hold it), the given accounts, nobody signed in. */
export function resetFirebase(data: unknown, users: readonly FakeUser[]): void {
  state.database = targaryen.database(rules, data, Date.now());
  state.users = [...users];
  state.currentUser = null;
  state.refused = [];
  state.holdNext = null;
}

/**
 * Holds the next write back, as the SDK holds a write it cannot send (the connection is gone) and
 * sends it when the connection returns, however long after: `reached` settles once the adapter has
 * made the write, and `land()` delivers it, judged by the rules as they find the data at that moment.
 */
export function holdNextWrite(): { reached: Promise<void>; land: () => Promise<void> } {
  let deliver: (() => void) | null = null;
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  state.holdNext = (land) => {
    deliver = land;
    reach();
  };
  return {
    reached,
    land: async () => {
      if (!deliver) throw new Error('no write was held');
      deliver();
      // Lets whoever awaited the write see its answer before the test goes on.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** Judges a write and keeps its result now, or, if the test holds it back, when the test lets it land. */
function deliver(judge: () => void): Promise<void> {
  const hold = state.holdNext;
  if (!hold) {
    try {
      judge();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  state.holdNext = null;
  return new Promise<void>((resolve, reject) =>
    hold(() => {
      try {
        judge();
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
}

/** What the database holds at `path`, read past the rules (as the console shows it). */
export function storedAt(path: string): unknown {
  return state.database.snapshot(`/${trim(path)}`).val();
}

/** The writes the rules refused so far. */
export function refusedWrites(): readonly { path: string; values: unknown }[] {
  return state.refused;
}

interface Reference {
  readonly path: string;
  readonly key: string | null;
}

export const appModule = {
  initializeApp: (options: object) => ({ name: '[DEFAULT]', options }),
};

export const databaseModule = {
  getDatabase: (_app: unknown, url: string) => ({ url }),
  ref: (_database: unknown, path = ''): Reference => {
    const trimmed = trim(path);
    return { path: trimmed, key: trimmed.split('/').at(-1) || null };
  },
  get: async ({ path }: Reference) => {
    if (!asCurrentUser().read(`/${path}`, Date.now()).allowed) throw permissionDenied();
    const value = storedAt(path);
    return { val: () => value, exists: () => value !== null && value !== undefined, key: path.split('/').at(-1) ?? null };
  },
  update: ({ path }: Reference, values: Record<string, unknown>) =>
    deliver(() => {
      const result = asCurrentUser().update(`/${path}`, values, Date.now());
      if (!result.allowed) {
        state.refused.push({ path, values });
        throw permissionDenied();
      }
      state.database = keep(result.newDatabase);
    }),
  set: ({ path }: Reference, value: unknown) =>
    deliver(() => {
      const result = asCurrentUser().write(`/${path}`, value, { now: Date.now() });
      if (!result.allowed) {
        state.refused.push({ path, values: value });
        throw permissionDenied();
      }
      state.database = keep(result.newDatabase);
    }),
};

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

export const authModule = {
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'localStorage',
  initializeAuth: () => ({
    get currentUser() {
      return state.currentUser;
    },
    authStateReady: async () => undefined,
  }),
  signInWithEmailAndPassword: async (_auth: unknown, email: string, password: string) => {
    const user = state.users.find((candidate) => candidate.email === email);
    if (user?.password !== password) throw authError('auth/invalid-credential');
    state.currentUser = { uid: user.uid, email: user.email };
    return { user: state.currentUser };
  },
  signOut: async () => {
    state.currentUser = null;
  },
};
