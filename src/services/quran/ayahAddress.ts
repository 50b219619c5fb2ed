/** A place in the Quran: a surah (1 to 114) and one of its ayat. */
export interface AyahPlace {
  readonly surah: number;
  readonly ayah: number;
}

/**
 * The page that shows a place chosen in the reader: its first ayah is the whole surah's page, any
 * other ayah the page of that verse alone.
 */
export function ayahHref({ surah, ayah }: AyahPlace): string {
  return ayah > 1 ? `/read-quran/${surah}/${ayah}` : `/read-quran/${surah}`;
}
