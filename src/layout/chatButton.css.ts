import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Only as large as the button, so it blocks no taps beside it. */
export const dock = style({
  position: 'fixed',
  right: `calc(${vars.space.md} + env(safe-area-inset-right, 0px))`,
  bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 60,
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
    '&:hover, &[aria-expanded="true"]': { background: vars.color.primaryHover },
    // Drawn against the white rim, so the ring shows on dark and light backgrounds alike.
    '&:focus-visible': { outlineOffset: 0 },
  },
});

export const popup = style({
  position: 'absolute',
  right: 0,
  bottom: `calc(100% + ${vars.space.sm})`,
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
