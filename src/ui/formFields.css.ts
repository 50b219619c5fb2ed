import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Labelled form fields: a label above its control, full width, 44 px touch targets. */
export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.dark });

export const hint = style({ fontSize: vars.size.small, color: vars.color.muted, margin: 0 });

/** A form's alert line; it stays in the page while empty (so it is announced when filled) but takes no room. */
export const errorMessage = style({ margin: 0, fontWeight: 600, color: vars.color.danger, selectors: { '&:empty': { display: 'none' } } });

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    // The global ring marks focus; the border darkens with it.
    '&:focus-visible': { borderColor: vars.color.focus },
  },
});

export const textarea = style([control, { minHeight: '12rem', resize: 'vertical', lineHeight: 1.5 }]);
