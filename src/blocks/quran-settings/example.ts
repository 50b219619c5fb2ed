import type { z } from 'zod';
import type { quranSettingsBlock } from './schema';

export const quranSettingsExample: z.input<typeof quranSettingsBlock> = {
  type: 'quran-settings',
  surah: '112',
};
