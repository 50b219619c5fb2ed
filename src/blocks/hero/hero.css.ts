import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';
import { inlineSign } from '../../theme/direction.css';
import { patternBackground } from '../../theme/pattern';
import { ringOnDark } from '../../theme/shared.css';

export const hero = style({
  // The gradient tilts from where lines start, so right-to-left pages get its mirror image.
  background: `${patternBackground}, linear-gradient(calc(180deg - 20deg * ${inlineSign}), ${vars.color.dark} 0%, ${vars.color.primary} 100%)`,
  color: vars.color.onDark,
  ...ringOnDark,
  paddingBlock: vars.space.xl,
  '@media': { [breakpoints.desktop]: { paddingBlock: '88px' } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1.1fr 0.9fr' } },
});

export const eyebrow = style({
  display: 'inline-block',
  color: vars.color.dark,
  background: vars.color.gold,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.md}`,
  fontSize: vars.size.small,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  marginBottom: vars.space.md,
});

export const heading = style({ color: vars.color.onPrimary, fontSize: 'clamp(2rem, 1.5rem + 2.5vw, 3.25rem)' });

export const lead = style({ fontSize: vars.size.lead, color: vars.color.onDark, maxWidth: '56ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });

export const art = style({ width: '100%', maxWidth: '520px', marginInline: 'auto' });
