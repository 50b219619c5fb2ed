import type { z } from 'zod';
import type { surahTextBlock } from './schema';

export const surahTextExample: z.input<typeof surahTextBlock> = {
  type: 'surah-text',
  surah: '112',
};
