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

export const muted = style({ color: vars.color.muted, fontSize: vars.size.small, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const notes = style({ color: vars.color.muted, fontSize: vars.size.small, marginBottom: vars.space.lg });
