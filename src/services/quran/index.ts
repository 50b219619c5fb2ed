/** Where the text comes from: shipped with the site (drawn into the pages), or the public Quran API. */
export type QuranSourceKind = 'bundled' | 'remote';

/**
 * A Quran source read in the browser: the public Quran API (`remote.ts`), which adds translations
 * to the surah pages when the reading settings' `source` is remote. The text shipped with the site
 * is drawn into the pages at build time and needs no adapter.
 */
export interface QuranSource {
  /** The translations this source can show under each verse; none for the bundled text. */
  readonly translations: readonly TranslationId[];
  /** The 114 surahs, without their text: one small request. */
  listSurahs(): Promise<readonly SurahSummary[]>;
  /** One surah's verses: one request, cached for the visit. */
  getSurah(number: number, translation?: TranslationId): Promise<Surah>;
}

interface SurahSummary {
  readonly number: number;
  /** In Arabic script. */
  readonly name: string;
  readonly englishName: string;
  readonly verseCount: number;
}

interface Verse {
  readonly number: number;
  readonly text: string;
  readonly translation?: string;
}

export interface Surah extends SurahSummary {
  /** The bismillah, shown above the first verse; absent for Al-Fatihah (where it is verse 1) and At-Tawbah. */
  readonly opening?: string;
  readonly verses: readonly Verse[];
}

/** Translations the remote source can add, each an edition of the public Quran API (named to the reader by the catalog: reader.quranSettings.remoteTranslations). */
export const translations = {
  en: { edition: 'en.sahih', lang: 'en', dir: 'ltr' },
  ur: { edition: 'ur.jalandhry', lang: 'ur', dir: 'rtl' },
} as const;

export type TranslationId = keyof typeof translations;

/** The translations each source can add under the verses: the remote API's editions; none for the bundled text. */
export function translationsOf(kind: QuranSourceKind): readonly TranslationId[] {
  return kind === 'remote' ? ['en', 'ur'] : [];
}

export function isTranslationId(value: unknown): value is TranslationId {
  return typeof value === 'string' && Object.hasOwn(translations, value);
}
