/**
 * The ayat whose pages are read whole, as a browser parses them, by the checks that read every page
 * (tests/built/everyPage.test.ts) and by html-validate (.htmlvalidateignore lists the same). The
 * 6,236 ayah pages are made by one template from one kind of item and differ only in their words;
 * parsing each costs about a minute and html-validate two, so every other check of them is a quick
 * read of each page's text (tests/built/ayahPages.test.ts). These are the ones whose words differ
 * in kind: the Quran's first and last ayah, a surah's last and the next one's first, the one whose
 * Urdu carries the presentation forms the build writes out, Ayat al-Kursi, and the longest.
 */
export const AYAH_SAMPLE = ['/read-quran/1/1', '/read-quran/1/7', '/read-quran/2/1', '/read-quran/2/76', '/read-quran/2/255', '/read-quran/2/282', '/read-quran/114/6'] as const;

/**
 * The surahs whose pages html-validate reads in each language (.htmlvalidateignore lets the same
 * back in), and the Urdu ones the built pages' check of Latin words reads whole. The 114 surah
 * pages of a language are made by one template too, and took two thirds of html-validate's time;
 * these are the ones whose parts differ: the first (no surah before it, its bismillah an ayah), the
 * longest, the one with no bismillah, and the last (no surah after it). The built pages' checks of
 * every page still read each English surah page whole.
 */
export const SURAH_SAMPLE = [1, 2, 9, 114] as const;

/** Whether a page is an ayah's own page, /read-quran/<surah>/<ayah>. */
export const isAyahPage = (path: string): boolean => /^\/read-quran\/\d+\/\d+$/.test(path);

/** Every page but the ayah pages outside the sample, which are read another way. */
export const readWhole = (path: string): boolean => !isAyahPage(path) || (AYAH_SAMPLE as readonly string[]).includes(path);
