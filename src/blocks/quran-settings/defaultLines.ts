import type { ShippedTranslationKind } from '../../services/quran/shippedTranslations';

/**
 * The translations a page in `language` shows under each ayah until the reader chooses otherwise:
 * the Urdu translation on an Urdu page; none on an English page, which shows the Arabic alone.
 * Apart from the settings, so the block's definition can read it without their stylesheet.
 */
export const defaultLinesFor = (language: string): readonly ShippedTranslationKind[] => (language === 'ur' ? ['ur'] : []);
