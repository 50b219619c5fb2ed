/**
 * The translations shipped with the site, all three from Tanzil by way of the quran-json package,
 * written at build time as one static file per surah per translation, and fetched by the reading
 * settings only when the reader turns one on.
 */
export const shippedTranslationKinds = ['ur', 'en', 'transliteration'] as const;
export type ShippedTranslationKind = (typeof shippedTranslationKinds)[number];

/** What the code needs of each; what the page says of it (its label, its credit) is in the catalog (reader.quranSettings.shipped). */
interface ShippedTranslation {
  /** What the console calls it when it fails to load, for whoever looks into it. */
  readonly name: string;
  readonly lang: 'ur' | 'en';
  readonly dir: 'rtl' | 'ltr';
  /** Its page on Tanzil, which Tanzil asks a user of its translations to link to. */
  readonly source: string;
}

export const shippedTranslations: Readonly<Record<ShippedTranslationKind, ShippedTranslation>> = {
  ur: { name: 'Urdu translation', lang: 'ur', dir: 'rtl', source: 'https://tanzil.net/trans/ur.maududi' },
  en: { name: 'English translation', lang: 'en', dir: 'ltr', source: 'https://tanzil.net/trans/en.sahih' },
  // The Arabic spelled for English readers (Tanzil's en.transliteration): read in English, a voice
  // sounds it out as it is spelled, where one chosen for "ar-Latn" would be an Arabic voice given
  // Latin letters.
  transliteration: { name: 'transliteration', lang: 'en', dir: 'ltr', source: 'https://tanzil.net/trans/en.transliteration' },
};

export function isShippedTranslationKind(value: unknown): value is ShippedTranslationKind {
  return typeof value === 'string' && Object.hasOwn(shippedTranslations, value);
}

/**
 * Where one surah's translation is served: /quran/translations/ur/2.json. The address never changes,
 * so the browser's cache revalidates it (an unchanged file answers 304) and the offline worker keeps it.
 */
export function translationFilePath(kind: ShippedTranslationKind, surah: number): string {
  return `/quran/translations/${kind}/${surah}.json`;
}

/**
 * The shape of each file: the surah's number, which translation, and its verses in order, verse 1
 * first, as the text the build read (verbatim but for Arabic presentation forms written out).
 *
 *     {"surah":112,"translation":"en","verses":["Say, \"He is Allah, [who is] One,", ...]}
 */
export interface TranslationFile {
  readonly surah: number;
  readonly translation: ShippedTranslationKind;
  readonly verses: readonly string[];
}

export function translationFileText(file: TranslationFile): string {
  return JSON.stringify({ surah: file.surah, translation: file.translation, verses: file.verses });
}
