/**
 * The dev server's stylesheets: every style module of the site, loaded by the page so Vite can
 * update them in place. The production build's one CSS file comes from the server build instead.
 */
import '../../theme/global.css';
import '../../theme/viewTransitions.css';

import.meta.glob(['../../layout/*.css.ts', '../../ui/*.css.ts', '../../theme/*.css.ts', '../../blocks/*/*.css.ts'], { eager: true });
