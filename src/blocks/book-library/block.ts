import { defineIsland } from '../define';
import { bookLibraryBlock } from './schema';
import { bookLibraryExamples } from './examples';

/** Its Read buttons should work whenever the visitor gets to them, but nothing about it is urgent. */
export const bookLibrary = defineIsland(bookLibraryBlock, {
  examples: bookLibraryExamples,
  hydrate: 'idle',
  props: ({ block, firstView, locale }) => ({ block, firstView, text: locale.messages.blocks.bookLibrary }),
  load: () => import('./BookLibrary.client').then((module) => module.BookLibrary),
  searchKind: () => 'books',
});
