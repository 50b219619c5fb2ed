import { bundledFirstView } from '../../services/quran/bundledFiles';
import { defineIsland } from '../define';
import { quranReaderBlock } from './schema';
import { quranReaderExample } from './example';

/**
 * The reader wakes at once. Its first view (the list of surahs and Al-Fatihah, from the text
 * shipped with the site, whatever the block's source) is in the page's HTML, so nothing waits for
 * a script or a request to show it.
 */
export const quranReader = defineIsland(quranReaderBlock, {
  example: quranReaderExample,
  hydrate: 'load',
  props: ({ block }) => ({ block, firstView: bundledFirstView() }),
  load: () => import('./QuranReader.client').then((module) => module.QuranReader),
});
