import { siteConfig } from '../../config/site';
import { cachedLoader } from '../cachedLoader';
import { BlogStoreError } from './errors';
import type { BlogStore } from './store';

export type { BlogOwner, BlogStore } from './store';
export { BlogLimitError, BlogNotFoundError } from './store';

/** Known when the site is built, so it is safe to use while rendering (server and client agree). */
export const blogStoreKind: BlogStore['kind'] = __BLOG_STORE__;


async function openStore(): Promise<BlogStore> {
  // A literal in the bundle (see src/config/env.d.ts): the other store's branch is left out of it.
  if (__BLOG_STORE__ === 'firebase') {
    const { blog } = siteConfig;
    if (blog.store !== 'firebase') throw new BlogStoreError('firebaseNotConfigured');
    const { createFirebaseStore } = await import('./firebase');
    return createFirebaseStore(blog.firebase);
  }
  const { openLocalStore } = await import('./openLocalStore');
  return openLocalStore();
}

// Opened once for the visit (there is one store, so no key); a failed opening is forgotten, so Try again opens it afresh.
const openedStore = cachedLoader(openStore);

/** The configured store, loaded on first use (in an effect or a handler, never while rendering). */
export const blogStore = (): Promise<BlogStore> => openedStore(undefined);
