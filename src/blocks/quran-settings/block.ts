import { defineIsland } from '../define';
import { quranSettingsBlock } from './schema';
import { quranSettingsExamples } from './examples';

/**
 * Wakes at once: it is in the first screen, and a saved text size should apply before the reader
 * has read far. Only the settings hydrate; the surah's text beside it stays static HTML.
 */
export const quranSettings = defineIsland(quranSettingsBlock, {
  examples: quranSettingsExamples,
  hydrate: 'load',
  props: ({ block }) => ({ block }),
  load: () => import('./QuranSettings.client').then((module) => module.QuranSettings),
});
