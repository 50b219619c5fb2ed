import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Right under the block above it, which has room below it already. */
export const share = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, paddingBottom: vars.space.xl, textAlign: 'center' });

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.muted, maxWidth: vars.width.text, overflowWrap: 'anywhere' });
