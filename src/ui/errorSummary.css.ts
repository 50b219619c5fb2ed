import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The summary over a form that was sent with mistakes: a red frame, so it is found at a glance. */
export const summary = style({
  padding: vars.space.md,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  marginBottom: vars.space.lg,
});

export const title = style({ fontSize: vars.size.h3, margin: `0 0 ${vars.space.sm}` });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

globalStyle(`${list} a`, { color: vars.color.danger, fontWeight: 600 });

/** A field's own message, between its label and the control, as in the summary. */
export const fieldError = style({ margin: 0, fontWeight: 600, color: vars.color.danger });
