import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/**
 * Where scripts do not run, the selects could open nothing: they are not shown, and the pages' own
 * links (the index's surahs, each surah's ayat) lead everywhere they would.
 */
export const place = style({ marginTop: vars.space.lg, '@media': { '(scripting: none)': { display: 'none' } } });

/** One row on a wide screen (the surah's name wider than the ayah's number, the button after them); they wrap on a phone. */
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, maxWidth: '48rem', marginInline: 'auto' });

export const surahField = style({ flex: '3 1 16rem', minWidth: 0 });

export const ayahField = style({ flex: '1 1 8rem', minWidth: 0 });

export const read = style({ flex: 'none' });

export const hint = style({ flexBasis: '100%' });
