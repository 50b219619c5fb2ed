/**
 * The dev server's stylesheets: every style module of the site, loaded by the page so Vite can
 * update them in place. The production build's one CSS file comes from the server build instead.
 */
import '../../theme/global.css';
import '../../theme/viewTransitions.css';
// The plain stylesheets the site's modules import (the typefaces of Urdu and of the Quran, the
// carousel's), which the build's CSS file holds and a page the dev server renders does not load.
import '@fontsource/amiri-quran/arabic-400.css';
import '../../theme/fonts/nastaliq.css';
import 'keen-slider/keen-slider.min.css';

import.meta.glob(['../../layout/*.css.ts', '../../ui/*.css.ts', '../../theme/*.css.ts', '../../blocks/*/*.css.ts'], { eager: true });
