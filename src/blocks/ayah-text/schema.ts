import { z } from 'zod';
import type { AyahItem } from '../../schema/collections/ayat';
import { activeContext } from '../../schema/context';
import { itemId } from '../../schema/primitives';

/** Where a link to another ayah leads, and what it says. */
export type AyahLink = Pick<AyahItem, 'id' | 'to' | 'surahName'>;

/** An ayah with the two beside it in the Quran's order, across surahs. */
interface PlacedAyah {
  readonly ayah: AyahItem;
  readonly previous?: AyahLink | undefined;
  readonly next?: AyahLink | undefined;
}

/** The ayah named by its id among the ayat the build derives, with its neighbours, resolved at build time. */
function placed(id: string): PlacedAyah | undefined {
  const ayat = activeContext()?.collections.get('ayat') as ReadonlyMap<string, AyahItem> | undefined;
  const ayah = ayat?.get(id);
  if (!ayat || !ayah) return undefined;
  const link = (other: string | undefined): AyahLink | undefined => {
    const found = other === undefined ? undefined : ayat.get(other);
    return found && { id: found.id, to: found.to, surahName: found.surahName };
  };
  return { ayah, previous: link(ayah.previous), next: link(ayah.next) };
}

const ayahReference = itemId('ayat').transform(placed) as unknown as z.ZodType<PlacedAyah | undefined, string>;

export const ayahTextBlock = z.strictObject({
  type: z.literal('ayah-text'),
  ayah: ayahReference.meta({ description: 'The ayah, as its surah and number: "2:255" for Ayat al-Kursi' }),
}).meta({
  description:
    'One ayah: the Arabic text, its Urdu and English translations and its transliteration, each credited, all from the text shipped with the site; links to the ayat before and after it (across surahs) and to the whole surah at this ayah',
});

export type AyahTextBlock = z.output<typeof ayahTextBlock>;
