import type { z } from 'zod';
import type { quranReaderBlock } from './schema';

export const quranReaderExample: z.input<typeof quranReaderBlock> = {
  type: 'quran-reader',
};
