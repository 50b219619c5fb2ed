import { style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { vars } from '../../theme/theme.css';

/** Narrower than the shared panel, and as roomy on every screen: two fields and a button. */
export const panel = style([surface, { maxWidth: '28rem', marginInline: 'auto', padding: vars.space.lg }]);

export const intro = style({ color: vars.color.muted });

export const submit = style({ width: '100%' });

export const note = style({ fontSize: vars.size.small, color: vars.color.muted, textAlign: 'center', margin: `${vars.space.md} 0 0` });
