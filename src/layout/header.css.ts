import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css';

/** The phone menu opens right under the header, whatever its height. */
const headerAnchor = '--site-header';

export const header = style({
  anchorName: headerAnchor,
  // Kept in place while the rest of the page cross-fades to the next one.
  viewTransitionName: 'site-header',
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
    // The menu follows its button, so the button can show whether it is open.
    '&:hover, &:has(+ :popover-open)': { background: vars.color.primarySoft },
  },
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const openIcon = style({
  selectors: { [`${menuToggle}:has(+ :popover-open) &`]: { display: 'none' } },
});

export const closeIcon = style({
  display: 'none',
  selectors: { [`${menuToggle}:has(+ :popover-open) &`]: { display: 'block' } },
});

/**
 * Below 768 px a popover: a sheet from under the header to the bottom of the screen, scrolling on
 * its own. From 768 px the list is part of the header, always shown, with the popover's own
 * styles undone.
 */
export const nav = style({
  position: 'fixed',
  // Where anchor positioning is missing, under a one-row header.
  inset: '72px 0 0 0',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  '@supports': {
    '(top: anchor(bottom))': { top: `anchor(${headerAnchor} bottom)`, positionAnchor: headerAnchor },
  },
  '@media': {
    [breakpoints.desktop]: {
      display: 'block',
      position: 'static',
      inset: 'auto',
      flex: '1 1 auto',
      overflowY: 'visible',
      padding: 0,
      background: 'transparent',
      borderTop: 'none',
      boxShadow: 'none',
    },
  },
});
