import { defineIsland } from '../define';
import { bookLibraryBlock, bookLibraryExample } from './schema';

/** Its Read buttons should work whenever the visitor gets to them, but nothing about it is urgent. */
export const bookLibrary = defineIsland(bookLibraryBlock, {
  example: bookLibraryExample,
  hydrate: 'idle',
  props: ({ block, firstView }) => ({ block, firstView }),
  load: () => import('./BookLibrary.client').then((module) => module.BookLibrary),
});
