import { globalFontFace } from '@vanilla-extract/css';
import { deviceArabicFaces } from './deviceArabicFaces';
import { NASTALIQ_METRICS } from './nastaliqMetrics';

const NASTALIQ_METRICS_FALLBACK = 'Noto Nastaliq Urdu Fallback';

/**
 * Urdu text is in the page before Noto Nastaliq Urdu (117 KB) has arrived: on a slow connection the
 * page is first drawn in a face the device has, a Naskh. Drawn with that face's own, much shorter
 * ascent, every line of Urdu moved down when Nastaliq replaced it, and the page jumped under the
 * reader (a layout shift of 0.18 on a surah's page, with the face held back 600 ms). That face is
 * given Nastaliq's ascent and descent instead, so the text sits where it will stay. It serves the
 * Arabic script and the space only: a Latin letter in Urdu text still falls through to the Latin
 * faces after it, with their own metrics.
 */
globalFontFace(NASTALIQ_METRICS_FALLBACK, {
  src: deviceArabicFaces,
  ascentOverride: `${NASTALIQ_METRICS.ascent / 10}%`,
  descentOverride: `${NASTALIQ_METRICS.descent / 10}%`,
  lineGapOverride: '0%',
  unicodeRange: 'U+0020, U+00A0, U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF',
});

/**
 * The families every Urdu text names first: the Nastaliq face (the site's stylesheet declares it,
 * src/theme/fonts/nastaliq.css), then the device's face with Nastaliq's metrics until it arrives.
 */
export const nastaliqFamilies = `"Noto Nastaliq Urdu", "${NASTALIQ_METRICS_FALLBACK}"`;
