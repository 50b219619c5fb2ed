import { firebaseConfigFrom } from './config';
import type { BlogStore } from './store';

export type { BlogOwner, BlogStore } from './store';
export { BlogLimitError } from './store';

/*
 * Each variable is named in full so that Vite replaces it with its value at build time; without an
 * API key the condition is a constant, the Firebase branch below is dead code, and the bundler
 * leaves the Firebase SDK out of the build entirely.
 */
const firebaseConfig = import.meta.env.VITE_FIREBASE_API_KEY
  ? firebaseConfigFrom({
      VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
      VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      VITE_FIREBASE_DATABASE_URL: import.meta.env.VITE_FIREBASE_DATABASE_URL,
      VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
      VITE_BLOG_OWNER_UID: import.meta.env.VITE_BLOG_OWNER_UID,
    })
  : null;

/** Known at build time, so it is safe to use while rendering (server and client agree). */
export const blogStoreKind: BlogStore['kind'] = firebaseConfig ? 'firebase' : 'local';

let store: Promise<BlogStore> | undefined;

async function openStore(): Promise<BlogStore> {
  if (firebaseConfig) {
    const { createFirebaseStore } = await import('./firebase');
    return createFirebaseStore(firebaseConfig);
  }
  const [{ createLocalStore }, owner] = await Promise.all([import('./local'), import('virtual:blog-owner')]);
  return createLocalStore({ storage: window.localStorage, owner: owner.default });
}

/** The configured store, loaded on first use (in an effect or a handler, never while rendering). */
export function blogStore(): Promise<BlogStore> {
  store ??= openStore().catch((error: unknown) => {
    store = undefined;
    throw error;
  });
  return store;
}
