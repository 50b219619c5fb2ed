import { style } from '@vanilla-extract/css';
import { inlineSign } from '../../theme/direction.css';
import { patternBackground } from '../../theme/pattern';
import { ringOnDark } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

export const band = style({
  // The gradient tilts from where lines start, so right-to-left pages get its mirror image.
  background: `${patternBackground}, linear-gradient(calc(180deg - 45deg * ${inlineSign}), ${vars.color.primary}, ${vars.color.dark})`,
  color: vars.color.onDark,
  ...ringOnDark,
  paddingBlock: vars.space.xl,
  '@media': { [breakpoints.desktop]: { paddingBlock: vars.space.xxl } },
});

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  textAlign: 'center',
  justifyItems: 'center',
  '@media': {
    [breakpoints.wide]: { gridTemplateColumns: '1fr auto', textAlign: 'start', justifyItems: 'start' },
  },
});

export const heading = style({ color: vars.color.onPrimary, marginBottom: vars.space.sm });

export const text = style({ fontSize: vars.size.lead, margin: 0, maxWidth: '60ch', color: vars.color.onDark });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
