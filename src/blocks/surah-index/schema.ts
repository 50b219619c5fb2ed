import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';

export const surahIndexBlock = z.strictObject({
  type: z.literal('surah-index'),
  surahs: itemsFrom('surahs')
    .prefault('all')
    .meta({ description: '"all" (the default), or the ids of surahs in content/surahs.yaml, in display order' }),
}).meta({
  description:
    'The index of the surahs: number, Arabic and English names, meaning, number of ayat and Makki or Madani, each linking to its page; searchable by name or number, with a link back to where the reader last stopped',
});

export type SurahIndexBlock = z.output<typeof surahIndexBlock>;
