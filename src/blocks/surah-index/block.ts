import { defineIsland } from '../define';
import { surahIndexBlock } from './schema';
import { surahIndexExamples } from './examples';

/**
 * The whole list is in the page's HTML; the island adds the search, the "continue reading" link
 * (which only this device knows) and sends the reader's old query links (?surah=2&ayah=255) to the
 * surah's own page. It wakes at once, so an old link moves on without a visible pause.
 */
export const surahIndex = defineIsland(surahIndexBlock, {
  examples: surahIndexExamples,
  hydrate: 'load',
  props: ({ block }) => ({ block }),
  load: () => import('./SurahIndex.client').then((module) => module.SurahIndex),
});
