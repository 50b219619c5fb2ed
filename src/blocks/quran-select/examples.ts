import type { Examples } from '../define';
import type { quranSelectBlock } from './schema';

export const quranSelectExamples = {
  /** On a surah's page: set to that surah, and "Ayah 1", the whole surah. */
  default: {
    type: 'quran-select',
    surah: '2',
  },
  /** On the index, where no surah is chosen yet: "Select Surah" alone. */
  index: {
    type: 'quran-select',
  },
  /** On an ayah's own page: set to its surah and to that ayah. */
  ayahPage: {
    type: 'quran-select',
    surah: '2',
    ayah: 255,
  },
} satisfies Examples<typeof quranSelectBlock>;
