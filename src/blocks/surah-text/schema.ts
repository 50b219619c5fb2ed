import { z } from 'zod';
import { activeContext } from '../../schema/context';
import { itemId } from '../../schema/primitives';
import type { AyahItem } from '../../schema/collections/ayat';
import type { SurahItem } from '../../schema/collections/surahs';
import { opensWithBismillah } from '../../services/quran/bismillah';
import { shippedTranslationKinds, type ShippedTranslationKind } from '../../services/quran/shippedTranslations';

/** A surah with the two beside it, for the links to the previous and next surah. */
export interface PlacedSurah {
  readonly surah: SurahItem;
  readonly previous?: SurahItem | undefined;
  readonly next?: SurahItem | undefined;
}

/** A surah with its whole text, for the page that shows it: the verses, and the bismillah above them where it is not an ayah itself. */
interface SurahWithText extends PlacedSurah {
  readonly verses: readonly string[];
  readonly bismillah?: string | undefined;
  /** Each verse's own page, where the site has one (the ayah template makes them). */
  readonly ayahPages: readonly (string | undefined)[];
  /** The reader's index of every surah: data, not a path in the component, so a page in another language links its own. */
  readonly index: string;
  /**
   * The surah's verses in each translation shipped with the site, for a page whose language shows
   * one under each ayah. A Map, which the steps after validation (links made the language's) pass
   * by as it is: a translation's verses are data for one block, not texts with links in them.
   */
  readonly translations: ReadonlyMap<ShippedTranslationKind, readonly string[]>;
}

/** The surah's verses in the translations shipped with the site: shared with every page that shows them, never copied. */
function translationsOf(surah: SurahItem): SurahWithText['translations'] {
  const read = activeContext()?.quranTranslation;
  return new Map(
    shippedTranslationKinds.flatMap((kind) => {
      const verses = read?.(surah.number, kind);
      return verses ? [[kind, verses] as const] : [];
    }),
  );
}

/** The page of each of a surah's verses that a route of the site declares, from the ayat derived from the surahs. */
function ayahPagesOf(surah: SurahItem, verses: readonly string[]): (string | undefined)[] {
  const context = activeContext();
  const ayat = context?.collections.get('ayat') as ReadonlyMap<string, AyahItem> | undefined;
  return verses.map((_, index) => {
    const page = ayat?.get(`${surah.number}:${index + 1}`)?.to;
    return page && context?.routes?.has(page) ? page : undefined;
  });
}

/** The surah named by its id in content/surahs.yaml, with its neighbours, resolved at build time. */
function placed(id: string): PlacedSurah | undefined {
  const surahs = activeContext()?.collections.get('surahs') as ReadonlyMap<string, SurahItem> | undefined;
  const surah = surahs?.get(id);
  if (!surahs || !surah) return undefined;
  const byNumber = (number: number) => [...surahs.values()].find((item) => item.number === number);
  return { surah, previous: byNumber(surah.number - 1), next: byNumber(surah.number + 1) };
}

/** A surah by id, for the reading settings (which need no text: they travel to the browser). */
export const surahReference = itemId('surahs').transform(placed) as unknown as z.ZodType<PlacedSurah | undefined, string>;

/** Where the reader lists every surah. */
const READER_INDEX = '/read-quran';

/** A surah by id with its text, read from the text shipped with the site while the content is loaded. */
const surahWithText = itemId('surahs').transform((id): SurahWithText | undefined => {
  const found = placed(id);
  if (!found) return undefined;
  const text = activeContext()?.quranText;
  const verses = text?.(found.surah.number) ?? [];
  return { ...found, verses, bismillah: opensWithBismillah(found.surah.number) ? text?.(1)?.[0] : undefined, ayahPages: ayahPagesOf(found.surah, verses), index: READER_INDEX, translations: translationsOf(found.surah) };
}) as unknown as z.ZodType<SurahWithText | undefined, string>;

export const surahTextBlock = z.strictObject({
  type: z.literal('surah-text'),
  surah: surahWithText.meta({ description: 'The id of the surah in content/surahs.yaml ("2" for Al-Baqarah)' }),
}).meta({
  description:
    "One whole surah in Arabic, from the text shipped with the site, drawn into the page: every ayah has its own anchor (#255) and its number links to the ayah's own page where the site has one, and links lead to the previous and next surah",
});

export type SurahTextBlock = z.output<typeof surahTextBlock>;
