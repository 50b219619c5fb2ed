import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [breakpoints.desktop]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: vars.space.xs,
    },
  },
});

/** Shared by plain links and group buttons, so both read as one row of equal items. */
export const topLevelItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, background: vars.color.primarySoft },
    '&[aria-current="page"]': { color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
  '@media': {
    [breakpoints.desktop]: { width: 'auto', minHeight: '44px', padding: `0 ${vars.space.md}` },
  },
});

export const ctaItem = style({
  marginTop: vars.space.md,
  '@media': { [breakpoints.desktop]: { marginTop: 0, marginInlineStart: vars.space.sm } },
});

export const cta = style({
  width: '100%',
  '@media': { [breakpoints.desktop]: { width: 'auto' } },
});
