import { style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { nastaliqFamilies } from '../../theme/nastaliq.css';
import { breakpoints, vars } from '../../theme/theme.css';
import { quranFont } from '../surah-text/quranFont.css';

export const ayah = style([
  surface,
  { padding: `${vars.space.lg} ${vars.space.md}`, '@media': { [breakpoints.desktop]: { padding: vars.space.xl } } },
]);

/** One ayah alone is read slowly and closely: a size above the surah page's. */
export const arabic = style({
  fontFamily: quranFont,
  fontSize: 'clamp(1.75rem, 1.45rem + 1.3vw, 2.5rem)',
  lineHeight: 2.2,
  color: vars.color.text,
  margin: 0,
});

export const translation = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const label = style({ fontSize: vars.size.small, fontFamily: vars.font.body, fontWeight: 600, color: vars.color.muted, margin: `0 0 ${vars.space.sm}` });

/**
 * Nastaliq sets its letters on a slope, far above and below the line: a line height of its own, or
 * the lines collide. Given as a number, the lines keep their height while a device font stands in.
 */
export const urdu = style({
  fontFamily: `${nastaliqFamilies}, serif`,
  fontSize: '1.25rem',
  lineHeight: 2.6,
  margin: 0,
});

export const english = style({ fontSize: vars.size.lead, lineHeight: 1.7, margin: 0 });

export const transliteration = style({ fontSize: vars.size.lead, lineHeight: 1.7, fontStyle: 'italic', margin: 0 });
