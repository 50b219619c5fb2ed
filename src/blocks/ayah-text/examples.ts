import type { Examples } from '../define';
import type { ayahTextBlock } from './schema';

export const ayahTextExamples = {
  /** Ayat al-Kursi: an ayah inside a surah, with neighbours in the same surah. */
  default: {
    type: 'ayah-text',
    ayah: '2:255',
  },
  /** The Quran's first ayah: nothing before it. */
  first: {
    type: 'ayah-text',
    ayah: '1:1',
  },
  /** A surah's first ayah: the one before it is the last of the surah before. */
  surahOpening: {
    type: 'ayah-text',
    ayah: '2:1',
  },
  /** The Quran's last ayah: nothing after it. */
  last: {
    type: 'ayah-text',
    ayah: '114:6',
  },
} satisfies Examples<typeof ayahTextBlock>;
