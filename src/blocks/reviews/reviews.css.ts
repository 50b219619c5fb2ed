import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';

export const tinted = style({ background: vars.color.surfaceAlt });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.gold}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const mark = style({ fill: vars.color.gold, flexShrink: 0 });

export const quote = style({ margin: 0, flex: 1, fontStyle: 'italic', color: vars.color.text });

globalStyle(`${quote} p`, { margin: 0 });

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: 700, color: vars.color.primary });

export const role = style({ fontSize: vars.size.small, color: vars.color.muted });
