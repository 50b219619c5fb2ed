import { firebaseConfigFrom } from './config';
import type { BlogStore } from './store';

export type { BlogOwner, BlogStore } from './store';
export { BlogLimitError, BlogNotFoundError } from './store';

/*
 * The build decides the store (ownerCredentialsPlugin, from the same six variables) and writes its
 * decision here as a literal, so the other store's branch below is dead code and the bundler leaves
 * it out: a local build carries no Firebase SDK, and a Firebase build neither the local store nor the
 * owner's hashed login. Only where that plugin is absent (unit tests) is the store decided here.
 */
const builtFor = import.meta.env.BLOG_STORE;

/* Each variable is named in full so that Vite replaces it with its value at build time. */
const firebaseConfig =
  builtFor === 'local'
    ? null
    : firebaseConfigFrom({
        VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
        VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
        VITE_FIREBASE_DATABASE_URL: import.meta.env.VITE_FIREBASE_DATABASE_URL,
        VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
        VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
        VITE_BLOG_OWNER_UID: import.meta.env.VITE_BLOG_OWNER_UID,
      });

/** Known at build time, so it is safe to use while rendering (server and client agree). */
export const blogStoreKind: BlogStore['kind'] = builtFor ?? (firebaseConfig ? 'firebase' : 'local');

let store: Promise<BlogStore> | undefined;

async function openStore(): Promise<BlogStore> {
  if (builtFor === 'firebase' || (builtFor === undefined && firebaseConfig)) {
    // The build found all six variables, so the site has them too (the plugin checks that it agrees).
    if (!firebaseConfig) throw new Error('this site was built for Firebase without its configuration');
    const { createFirebaseStore } = await import('./firebase');
    return createFirebaseStore(firebaseConfig);
  }
  const [{ createLocalStore }, { default: owner }] = await Promise.all([import('./local'), import('virtual:blog-owner')]);
  if (!owner) throw new Error('this site was built without the owner login of the local blog store');
  return createLocalStore({ storage: window.localStorage, owner });
}

/** The configured store, loaded on first use (in an effect or a handler, never while rendering). */
export function blogStore(): Promise<BlogStore> {
  store ??= openStore().catch((error: unknown) => {
    store = undefined;
    throw error;
  });
  return store;
}
