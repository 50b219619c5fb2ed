import type { ShippedTranslationKind } from './shippedTranslations';

/**
 * The translations a page in `language` shows under each ayah until the reader chooses otherwise:
 * the Urdu translation on an Urdu page; none on an English page, which shows the Arabic alone. The
 * surah's text draws them at build time, and the reading settings start from them.
 */
export const defaultLinesFor = (language: string): readonly ShippedTranslationKind[] => (language === 'ur' ? ['ur'] : []);
