import { globalFontFace } from '@vanilla-extract/css';
import { deviceArabicFaces } from '../../theme/deviceArabicFaces';

/**
 * The text is in the page before Amiri Quran has arrived, so it first shows in a font the device
 * has. That font is given Amiri Quran's vertical metrics (its ascent and descent, per 1000 units),
 * so the lines sit where they will stay when Amiri Quran replaces it: the text does not jump.
 */
const AMIRI_METRICS_FALLBACK = 'Amiri Quran Fallback';
globalFontFace(AMIRI_METRICS_FALLBACK, {
  src: deviceArabicFaces,
  ascentOverride: '181.5%',
  descentOverride: '63.4%',
  lineGapOverride: '0%',
});

/** Amiri Quran is self-hosted and loaded by the surah text only (SurahText.tsx imports and preloads it). */
export const quranFont = `"Amiri Quran", "${AMIRI_METRICS_FALLBACK}", "Scheherazade New", "Noto Naskh Arabic", "Traditional Arabic", serif`;
