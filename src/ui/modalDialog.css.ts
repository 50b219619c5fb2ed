import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css';

/** A modal's card: centred by the browser, scrolling inside itself when its content is taller than the window. */
export const modal = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  overflowY: 'auto',
  // The value itself, not its variable: browsers before 2024 do not let ::backdrop inherit custom properties from :root.
  selectors: { '&::backdrop': { background: tokens.scrim.dialog } },
});

/** The buttons at the foot of a dialog, in a row that wraps on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.lg });
