import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';
import { inlineSign } from '../../theme/direction.css';
import { patternBackground } from '../../theme/pattern';
import { ringOnDark } from '../../theme/shared.css';

export const banner = style({
  // The gradient tilts from where lines start, so right-to-left pages get its mirror image.
  background: `${patternBackground}, linear-gradient(calc(180deg - 45deg * ${inlineSign}), ${vars.color.primary}, ${vars.color.dark})`,
  color: vars.color.onDark,
  ...ringOnDark,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  '@media': { [breakpoints.desktop]: { paddingBlock: vars.space.xxl } },
});

/** A long word in a title breaks rather than running past a narrow screen's edge. */
export const title = style({ color: vars.color.onPrimary, marginBottom: vars.space.sm, overflowWrap: 'anywhere', hyphens: 'auto' });

export const subtitle = style({ fontSize: vars.size.lead, margin: `0 auto ${vars.space.md}`, maxWidth: vars.width.text });
