import type { Examples } from '../define';
import type { surahIndexBlock } from './schema';

export const surahIndexExamples = {
  /** Chosen surahs, in an order of the page's own. */
  default: {
    type: 'surah-index',
    surahs: ['1', '2', '112'],
  },
  /** As the reader's index declares it: every surah of content/surahs.yaml. */
  allSurahs: {
    type: 'surah-index',
  },
} satisfies Examples<typeof surahIndexBlock>;
