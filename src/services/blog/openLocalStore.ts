import owner from 'virtual:blog-owner';
import { BlogStoreError } from './errors';
import { createLocalStore } from './local';
import type { BlogStore } from './store';

/**
 * The preview store as this build opens it: the visitor's localStorage, and the owner login the
 * build hashed in. One module, so that the store and its owner arrive with one import.
 */
export function openLocalStore(): BlogStore {
  if (!owner) throw new BlogStoreError('noOwnerLogin');
  return createLocalStore({ storage: window.localStorage, owner });
}
