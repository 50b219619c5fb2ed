/** The artwork's colours come from the site's theme, so that pictures and pages agree. */
export { artworkPalette as palette } from '../../../src/theme/tokens.ts';
