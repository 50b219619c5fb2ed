import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const error = style({
  maxWidth: vars.width.text,
  marginInline: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  background: vars.color.surface,
  textAlign: 'center',
});

/** The failure notice: its message, what is happening now, and the button to try again. */
export const problem = style([error, { display: 'grid', justifyItems: 'center', gap: vars.space.sm }]);

export const problemText = style({ margin: 0, selectors: { '&:empty': { display: 'none' } } });

export const problemStatus = style({ margin: 0, color: vars.color.muted, selectors: { '&:empty': { display: 'none' } } });

/** While busy the button stays focusable (so focus is not lost) but looks and acts unavailable. */
export const retryButton = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } } });
