/**
 * The translations shipped with the site, all three from Tanzil by way of the quran-json package,
 * written at build time as one static file per surah per translation, and fetched by the reading
 * settings only when the reader turns one on.
 */
export const shippedTranslationKinds = ['ur', 'en', 'transliteration'] as const;
export type ShippedTranslationKind = (typeof shippedTranslationKinds)[number];

interface ShippedTranslation {
  /** The reading settings' label for it. */
  readonly label: string;
  /** What a message calls it ("the Urdu translation could not be loaded"). */
  readonly name: string;
  readonly lang: 'ur' | 'en';
  readonly dir: 'rtl' | 'ltr';
  /** What it is and whose work, as its credit names it. */
  readonly work: string;
  /** Its page on Tanzil, which Tanzil asks a user of its translations to link to. */
  readonly source: string;
}

export const shippedTranslations: Readonly<Record<ShippedTranslationKind, ShippedTranslation>> = {
  ur: { label: 'Urdu', name: 'Urdu translation', lang: 'ur', dir: 'rtl', work: "Urdu translation by Abul A'la Maududi", source: 'https://tanzil.net/trans/ur.maududi' },
  en: { label: 'English', name: 'English translation', lang: 'en', dir: 'ltr', work: 'English translation by Saheeh International', source: 'https://tanzil.net/trans/en.sahih' },
  // The Arabic spelled for English readers (Tanzil's en.transliteration): read in English, a voice
  // sounds it out as it is spelled, where one chosen for "ar-Latn" would be an Arabic voice given
  // Latin letters.
  transliteration: { label: 'Transliteration', name: 'transliteration', lang: 'en', dir: 'ltr', work: 'English transliteration', source: 'https://tanzil.net/trans/en.transliteration' },
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
