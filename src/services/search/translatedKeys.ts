/**
 * The keys of a reader's record (a surah, an ayah) that a search page in language `code` reads in
 * place of the record's own title and address. The reader's pages are indexed once, in the default
 * language; a result on the Urdu search page is titled in Urdu, and leads to the Urdu page where
 * there is one (a surah's; an ayah's page exists in the default language only).
 */
export const translatedKeys = (code: string) => ({ title: `title_${code}`, url: `url_${code}` });
