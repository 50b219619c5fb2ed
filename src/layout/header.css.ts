import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '64px',
  paddingBlock: vars.space.sm,
  '@media': {
    // Between 768 and about 1100 px the menu cannot share a row with the name, so it wraps below.
    [breakpoints.desktop]: { flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontFamily: vars.font.heading,
  fontSize: vars.size.h3,
  fontWeight: 700,
  lineHeight: 1.2,
  color: vars.color.primary,
  textDecoration: 'none',
  borderBottom: `3px solid ${vars.color.gold}`,
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.primarySoft },
  },
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

/** Below 768 px a panel under the header, shown by the toggle; inline and always shown above. */
export const nav = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  // 100% is the header's height here, so the panel scrolls instead of running off screen.
  maxHeight: ['calc(100vh - 100%)', 'calc(100dvh - 100%)'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': {
    [breakpoints.desktop]: {
      display: 'block',
      position: 'static',
      flex: '1 1 auto',
      maxHeight: 'none',
      overflowY: 'visible',
      padding: 0,
      background: 'transparent',
      borderTop: 'none',
      boxShadow: 'none',
    },
  },
});
