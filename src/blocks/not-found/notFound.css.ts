import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrapper = style({ textAlign: 'center', minHeight: '50vh', display: 'grid', placeContent: 'center', gap: vars.space.sm });

export const code = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(4rem, 3rem + 6vw, 8rem)',
  lineHeight: 1,
  color: vars.color.accent,
  margin: 0,
});
