import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceAlt });

export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, padding: vars.space.lg });

export const text = style({ color: vars.color.muted, flex: 1 });

export const action = style({ alignSelf: 'flex-start' });
