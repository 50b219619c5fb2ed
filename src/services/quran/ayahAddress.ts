/** A place in the Quran: a surah (1 to 114) and one of its ayat. */
export interface AyahPlace {
  readonly surah: number;
  readonly ayah: number;
}

/** Where a language keeps the reader's pages: the surah pages under its prefix, and whether it has ayah pages. */
export interface ReaderAddresses {
  readonly prefix: string;
  readonly ayahPages: boolean;
}

/** The default language's reader: every surah's and every ayah's page, at the root. */
const everyPage: ReaderAddresses = { prefix: '', ayahPages: true };

/**
 * The page that shows a place chosen in the reader: its first ayah is the whole surah's page, any
 * other ayah the page of that verse alone, or, in a language without ayah pages (Urdu), its place
 * on the surah's page in that language.
 */
export function ayahHref({ surah, ayah }: AyahPlace, { prefix, ayahPages }: ReaderAddresses = everyPage): string {
  const surahPage = `${prefix}/read-quran/${surah}`;
  if (ayah <= 1) return surahPage;
  return ayahPages ? `${surahPage}/${ayah}` : `${surahPage}#${ayah}`;
}
