import type { z } from 'zod';
import type { pageHeaderBlock } from './schema';

export const pageHeaderExample: z.input<typeof pageHeaderBlock> = {
  type: 'page-header',
  title: 'Tajweed Course',
  subtitle: 'Recite the Quran as it was revealed',
};
