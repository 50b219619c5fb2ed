import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';

export const panel = style({
  maxWidth: '44rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.desktop]: { padding: vars.space.xl } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.muted, fontSize: vars.size.small, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const message = style({ margin: 0, fontWeight: 600, selectors: { '&:empty': { display: 'none' } } });

export const failure = style([message, { color: vars.color.danger }]);

export const notes = style({ color: vars.color.muted, fontSize: vars.size.small, marginBottom: vars.space.lg });
