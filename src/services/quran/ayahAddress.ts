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

/**
 * The reader's pages in the language whose pages begin with `prefix`: the surah pages in every
 * language the site is published in, the ayah pages in the default language alone (their Arabic and
 * translations are the same in every language, and the surah pages in each show every ayah).
 */
export const readerAddressesFor = (prefix: string): ReaderAddresses => ({ prefix, ayahPages: !prefix });

/** The default language's reader: every surah's and every ayah's page, at the root. */
const everyPage: ReaderAddresses = readerAddressesFor('');

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
