import { style } from '@vanilla-extract/css';
import { panel as sharedPanel } from '../../theme/shared.css';
import { vars } from '../../theme/theme.css';

export const panel = style([sharedPanel, { maxWidth: '44rem', marginInline: 'auto' }]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** At the limit: what the owner can do about it, above the form. */
export const limit = style({
  margin: 0,
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const muted = style({ color: vars.color.muted, fontSize: vars.size.small, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const notes = style({ color: vars.color.muted, fontSize: vars.size.small, marginBottom: vars.space.lg });

/** Room below a failure notice, before the form. */
export const notice = style({ marginBottom: vars.space.lg });

/** While a save is under way the button keeps its focus but looks and acts unavailable. */
export const submit = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } } });
