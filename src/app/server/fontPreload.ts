import nastaliq from '../../theme/fonts/noto-nastaliq-urdu-urdu-400-normal.woff2?url';
import type { Locale } from '../../i18n/locale';

/**
 * The face a language's pages are set in, where the browser would otherwise find it late: it learns
 * of a font only once the stylesheet is read and a text asks for it, and on an Urdu page every text
 * does (114 KB of Nastaliq). The Latin faces are not preloaded: English pages' first screen is drawn
 * before they arrive, and each is only part of their text.
 */
const preloadedFace: Readonly<Record<Locale['font'], string | undefined>> = { serif: undefined, nastaliq };

/** The head's preload of the page's face, or nothing. Same address as the stylesheet's @font-face, so it is fetched once. */
export function fontPreload(font: Locale['font']): string {
  const href = preloadedFace[font];
  return href ? `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>` : '';
}
