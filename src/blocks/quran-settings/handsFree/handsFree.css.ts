import { style } from '@vanilla-extract/css';
import { safeAreaInlineStart } from '../../../theme/direction.css';
import { vars } from '../../../theme/theme.css';

/**
 * The hands-free controls float in the bottom corner opposite the chat button, within reach of a
 * thumb while reading, and never as wide as to reach that button.
 */
export const dock = style({
  position: 'fixed',
  insetInlineStart: `calc(${vars.space.md} + ${safeAreaInlineStart})`,
  bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 60,
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  maxWidth: `calc(100vw - 3 * ${vars.space.md} - 56px)`,
  transition: 'opacity 150ms ease',
  selectors: {
    // As the chat button does: while the keyboard's focus is on a control elsewhere on the page the
    // controls step aside (see-through, letting clicks pass), so they never hide it; they come back
    // as soon as focus reaches them or the pointer is used. An ayah focused by a link to it or by J
    // and K (tabindex="-1") is no control: the reader arriving at an ayah sees the controls.
    'body:has(:focus-visible:not([tabindex="-1"])) &:not(:focus-within)': { opacity: 0, pointerEvents: 'none' },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.raised,
});

const round = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

export const toggle = style([
  round,
  {
    paddingInline: vars.space.md,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover': { background: vars.color.primaryHover } },
  },
]);

export const step = style([
  round,
  {
    padding: 0,
    background: vars.color.surface,
    color: vars.color.primary,
    fontSize: vars.size.h3,
    lineHeight: 1,
    selectors: {
      '&:hover': { background: vars.color.primarySoft },
      '&[aria-disabled="true"]': { borderColor: vars.color.border, color: vars.color.muted, cursor: 'default' },
    },
  },
]);

/** What hands-free scrolling is doing; no box at all while there is nothing to say. */
export const status = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  fontSize: vars.size.small,
  // Emptied rather than removed, so screen readers keep the live region and hear each change.
  selectors: { '&:empty': { padding: 0, border: 0, boxShadow: 'none' } },
});

/** The explanation among the reading settings, as their keyboard line. */
export const help = style({ margin: 0, fontSize: vars.size.small, color: vars.color.muted });
