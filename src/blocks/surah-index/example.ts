import type { z } from 'zod';
import type { surahIndexBlock } from './schema';

export const surahIndexExample: z.input<typeof surahIndexBlock> = {
  type: 'surah-index',
  surahs: ['1', '2', '112'],
};
