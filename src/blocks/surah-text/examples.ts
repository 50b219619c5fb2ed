import type { Examples } from '../define';
import type { surahTextBlock } from './schema';

export const surahTextExamples = {
  /** A surah between two others, its bismillah above its first ayah. */
  default: {
    type: 'surah-text',
    surah: '112',
  },
  /** The first surah: its bismillah is its first ayah, and no surah comes before it. */
  first: {
    type: 'surah-text',
    surah: '1',
  },
  /** The one surah that opens without the bismillah. */
  withoutBismillah: {
    type: 'surah-text',
    surah: '9',
  },
} satisfies Examples<typeof surahTextBlock>;
