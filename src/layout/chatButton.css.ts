import { style } from '@vanilla-extract/css';
import { safeAreaInlineEnd } from '../theme/direction.css';
import { vars } from '../theme/theme.css';

/**
 * Only as large as the button, so it blocks no taps beside it. Its footprint (`chatFootprint`) is
 * kept free at the bottom of the window when something scrolls into view, so a control that Tab
 * brings up from below never lands under it.
 */
export const dock = style({
  position: 'fixed',
  insetInlineEnd: `calc(${vars.space.md} + ${safeAreaInlineEnd})`,
  bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 60,
  transition: 'opacity 150ms ease',
  selectors: {
    /*
     * A control already on screen is not scrolled when it gets focus, so one in the corner (the end
     * of a tall text box, a footer link) could still be under the button. While the keyboard's
     * focus (:focus-visible) is elsewhere on the page the button therefore steps aside: see-through
     * and letting clicks pass. It stays in the tab order, last, and comes back as soon as focus
     * reaches it or the pointer is used. Pointer users never see it go.
     */
    'body:has(:focus-visible) &:not(:focus-within)': { opacity: 0, pointerEvents: 'none' },
  },
});

export const fab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  padding: 0,
  borderRadius: '50%',
  // The white rim keeps the button distinct on the dark footer as well as on light sections.
  border: `3px solid ${vars.color.surface}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  transition: 'background-color 150ms ease',
  selectors: {
    // The popup follows its button, so the button can show whether it is open.
    '&:hover, &:has(+ :popover-open)': { background: vars.color.primaryHover },
    // Drawn against the white rim, so the ring shows on dark and light backgrounds alike.
    '&:focus-visible': { outlineOffset: 0 },
  },
});

/** A popover above the button, in the same corner of the screen. */
export const popup = style({
  position: 'fixed',
  inset: 'auto',
  insetInlineEnd: `calc(${vars.space.md} + ${safeAreaInlineEnd})`,
  // Above the 56 px button and its gap.
  bottom: `calc(${vars.space.md} + 56px + ${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  margin: 0,
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const message = style({
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: 600,
});
