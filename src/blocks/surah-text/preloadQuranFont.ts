import '@fontsource/amiri-quran/arabic-400.css';
import amiriQuran from '@fontsource/amiri-quran/files/amiri-quran-arabic-400-normal.woff2?url';
import { preload } from 'react-dom';

/**
 * Called by a block that draws the Quran's Arabic (a surah, an ayah) as it renders: the text is
 * the page's largest paint, so its font is asked for with the stylesheet, not after it, and is
 * usually there for the first paint: the text does not reflow when it arrives.
 */
export function preloadQuranFont(): void {
  preload(amiriQuran, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
