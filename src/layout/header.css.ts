import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { headerHeight, menuInline } from './shellMetrics.css';

/** Screens too narrow for the Menu button's word beside the site's name and the language switch. */
const narrowBar = 'screen and (max-width: 29.99em)';

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
  justifyContent: 'flex-end',
  gap: vars.space.md,
  // One row, never wrapped: the header's height is then known (less its own border), and the
  // scroll padding that keeps focus out from under it reads the same value.
  flexWrap: 'nowrap',
  minHeight: `calc(${headerHeight} - 1px)`,
  paddingBlock: vars.space.sm,
  '@media': { [menuInline]: { columnGap: vars.space.lg } },
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
  // On a narrow phone, or beside the full menu, the name wraps onto a second line rather than
  // pushing the row wider; the header's height has room for two.
  flex: '0 1 auto',
  marginInlineEnd: 'auto',
  minWidth: 0,
  // At twice the reader's text size a single word of the name can be wider than what is left
  // beside the menu button: it breaks rather than make the page scroll sideways.
  overflowWrap: 'anywhere',
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
  flexShrink: 0,
  selectors: {
    // The menu follows its button, so the button can show whether it is open.
    '&:hover, &:has(+ :popover-open)': { background: vars.color.primarySoft },
  },
  '@media': { [menuInline]: { display: 'none' } },
});

/**
 * On a narrow screen the Menu button shows its icon alone (its name stays, for screen readers and
 * voice control), so that the language switch fits in the header's one row beside the site's name.
 */
export const menuLabel = style({
  '@media': {
    [narrowBar]: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});

export const openIcon = style({
  selectors: { [`${menuToggle}:has(+ :popover-open) &`]: { display: 'none' } },
});

export const closeIcon = style({
  display: 'none',
  selectors: { [`${menuToggle}:has(+ :popover-open) &`]: { display: 'block' } },
});

/**
 * What the menu's sheet and the search box's band share: each a popover drawn right under the
 * header, over the page.
 */
const sheetUnderHeader = {
  position: 'fixed',
  width: 'auto',
  margin: 0,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  '@supports': {
    '(top: anchor(bottom))': { top: `anchor(${headerAnchor} bottom)`, positionAnchor: headerAnchor },
  },
  selectors: {
    /*
     * Focus leaving an open sheet by Tab must not leave it over the page, where it would hide the
     * next focused control. Without script (pages of static blocks run none) the popover cannot be
     * closed then, so it is taken off the screen instead: while the keyboard's focus
     * (:focus-visible, which a mouse click or a tap does not set) is on the page outside the
     * header. It stays open, as its button says: Shift+Tab back to the header shows it again, and a
     * click or Escape anywhere closes it. A pointer user's sheet never hides: a click on its button
     * does not make focus visible, and a click elsewhere closes it anyway.
     */
    [`body:has(:focus-visible) ${header}:not(:has(:focus-visible)) &`]: { display: 'none' },
  },
} as const;

/**
 * Below `menuInline` a popover: a sheet from under the header to the bottom of the screen,
 * scrolling on its own. From there the list is part of the header, always shown, with the
 * popover's own styles undone.
 */
export const nav = style({
  ...sheetUnderHeader,
  // Where anchor positioning is missing: the header's height is known anyway.
  inset: `${headerHeight} 0 0 0`,
  height: 'auto',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  '@media': {
    [menuInline]: {
      display: 'block',
      position: 'static',
      inset: 'auto',
      flex: '0 0 auto',
      // Both axes: the popover's own default overflow would otherwise clip the focus ring of the inline menu's controls.
      overflow: 'visible',
      padding: 0,
      background: 'transparent',
      borderTop: 'none',
      boxShadow: 'none',
    },
  },
});

/** The Search button: the magnifier alone, named for screen readers, as wide as it is tall. */
export const searchToggle = style([
  menuToggle,
  {
    padding: 0,
    justifyContent: 'center',
    selectors: { '&:hover, &:has(+ :popover-open)': { background: vars.color.primarySoft } },
    '@media': { [menuInline]: { display: 'inline-flex' } },
  },
]);

/**
 * The search box opens as a band under the header, over the top of the page, hidden like the
 * menu's sheet while the keyboard's focus is on the page.
 */
export const searchSheet = style({
  ...sheetUnderHeader,
  inset: `${headerHeight} 0 auto 0`,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const searchLabel = style({ flexBasis: '100%', fontWeight: 600, color: vars.color.dark });

export const searchInput = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

/** The language switch: after the site's name, each link as tall as the buttons beside it. */
export const languages = style({
  display: 'flex',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});
