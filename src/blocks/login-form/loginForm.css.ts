import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const intro = style({ color: vars.color.muted });

export const submit = style({ width: '100%' });

export const note = style({ fontSize: vars.size.small, color: vars.color.muted, textAlign: 'center', margin: `${vars.space.md} 0 0` });

export const failure = style({ color: vars.color.danger, fontWeight: 600, margin: 0, selectors: { '&:empty': { display: 'none' } } });
