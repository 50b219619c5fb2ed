import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, vars } from '../theme/theme.css';
import { topLevelItem } from './navMenu.css';

export const group = style({
  '@media': { [breakpoints.desktop]: { position: 'relative' } },
});

export const trigger = style([
  topLevelItem,
  {
    justifyContent: 'space-between',
    border: 0,
    background: 'transparent',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    selectors: {
      '&[aria-expanded="true"]': { color: vars.color.primary, background: vars.color.primarySoft },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

/** An accordion section in the mobile panel; a dropdown under its button from 768 px. */
export const panel = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: `${vars.space.xs} 0 ${vars.space.sm} ${vars.space.md}`,
    '@media': {
      [breakpoints.desktop]: {
        position: 'absolute',
        top: `calc(100% + ${vars.space.xs})`,
        zIndex: 10,
        minWidth: '15rem',
        padding: vars.space.sm,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.raised,
      },
    },
  },
  variants: {
    align: {
      start: { '@media': { [breakpoints.desktop]: { left: 0 } } },
      end: { '@media': { [breakpoints.desktop]: { right: 0 } } },
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, background: vars.color.primarySoft },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: 700,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});
