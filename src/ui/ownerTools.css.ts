import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { spreadRow } from '../theme/shared.css';

/** The owner's pages (write, manage): who is signed in and what to do next, in a row above the work, wrapping on a phone. */
export const toolbar = style([
  spreadRow,
  {
    paddingBottom: vars.space.md,
    marginBottom: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

/** A quieter line: a status, a note about where blogs are kept. */
export const muted = style({ color: vars.color.muted, fontSize: vars.size.small, margin: 0 });

/** Text that holds its place unseen until the real text comes (see BlogsUsed). */
export const placeHolder = style({ visibility: 'hidden' });
