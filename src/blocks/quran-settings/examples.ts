import type { Examples } from '../define';
import type { quranSettingsBlock } from './schema';

export const quranSettingsExamples = {
  /** With the translations shipped with the site (Urdu, English, transliteration), offered once the page's script runs. */
  default: {
    type: 'quran-settings',
    surah: '112',
  },
  /** With the public Quran API's translations too, offered as a setting of their own. */
  remoteTranslations: {
    type: 'quran-settings',
    surah: '2',
    source: 'remote',
    remoteBaseUrl: 'https://api.alquran.cloud',
  },
} satisfies Examples<typeof quranSettingsBlock>;
