import { defineIsland } from '../define';
import { SETTINGS_KEY } from './settingsKey';
import { quranSettingsBlock } from './schema';
import { quranSettingsExamples } from './examples';

/**
 * Only the settings hydrate; the surah's text beside it stays static HTML, and a first visit that
 * only reads the top of the page loads no script for them. They wake as the reader reads on (a
 * scroll or a key: the ayah being read is marked, the place kept, the shortcuts answer) or reaches
 * for them, and at once for a reader whose settings this device keeps (a text size, a translation),
 * so that those apply before the reader has read far. A page whose language shows a translation by
 * default (Urdu) has it drawn at build time, so it too waits: there is nothing to do at load.
 */
export const quranSettings = defineIsland(quranSettingsBlock, {
  examples: quranSettingsExamples,
  hydrate: 'reading',
  wakeAtLoadWhen: { stored: [SETTINGS_KEY] },
  props: ({ block, locale }) => ({ block, text: locale.messages.reader.quranSettings, formats: locale.formats, language: locale.code }),
  load: () => import('./QuranSettings.client').then((module) => module.QuranSettings),
});
