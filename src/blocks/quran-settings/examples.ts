import type { Examples } from '../define';
import type { quranSettingsBlock } from './schema';

export const quranSettingsExamples = {
  /** With the text shipped with the site, which has no translation to offer. */
  default: {
    type: 'quran-settings',
    surah: '112',
  },
  /** With translations from the public Quran API, offered as a setting of their own. */
  remoteTranslations: {
    type: 'quran-settings',
    surah: '2',
    source: 'remote',
    remoteBaseUrl: 'https://api.alquran.cloud',
  },
} satisfies Examples<typeof quranSettingsBlock>;
