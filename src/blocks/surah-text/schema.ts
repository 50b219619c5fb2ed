import { z } from 'zod';
import { activeContext } from '../../schema/context';
import { itemId } from '../../schema/primitives';
import type { SurahItem } from '../../schema/collections/surahs';

/** A surah with the two beside it, for the links to the previous and next surah. */
export interface PlacedSurah {
  readonly surah: SurahItem;
  readonly previous?: SurahItem | undefined;
  readonly next?: SurahItem | undefined;
}

/** The surah named by its id in content/surahs.yaml, resolved at build time with its neighbours. */
const resolvedSurah = itemId('surahs').transform((id): PlacedSurah | undefined => {
  const surahs = activeContext()?.collections.get('surahs') as ReadonlyMap<string, SurahItem> | undefined;
  const surah = surahs?.get(id);
  if (!surahs || !surah) return undefined;
  const byNumber = (number: number) => [...surahs.values()].find((item) => item.number === number);
  return { surah, previous: byNumber(surah.number - 1), next: byNumber(surah.number + 1) };
});

export const surahReference = resolvedSurah as unknown as z.ZodType<PlacedSurah | undefined, string>;

export const surahTextBlock = z.strictObject({
  type: z.literal('surah-text'),
  surah: surahReference.meta({ description: 'The id of the surah in content/surahs.yaml ("2" for Al-Baqarah)' }),
}).meta({
  description:
    'One whole surah in Arabic, from the text shipped with the site, drawn into the page: every ayah has its own anchor (#255), and links lead to the previous and next surah',
});

export type SurahTextBlock = z.output<typeof surahTextBlock>;

export const surahTextExample: z.input<typeof surahTextBlock> = {
  type: 'surah-text',
  surah: '112',
};
