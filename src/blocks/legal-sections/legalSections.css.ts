import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { plainList } from '../../theme/shared.css';

export const document = style({ maxWidth: `calc(${vars.width.text} + 2 * ${vars.space.lg})` });

export const updated = style({ color: vars.color.muted, fontSize: vars.size.small, marginBottom: vars.space.lg });

export const sections = style([plainList, { margin: `${vars.space.xl} 0 0`, display: 'grid', gap: vars.space.xl }]);

export const part = style({
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.size.h3, display: 'flex', gap: vars.space.sm, marginBottom: vars.space.md });

export const number = style({ color: vars.color.accent, minWidth: '1.6em' });

export const text = style({ fontSize: vars.size.body, lineHeight: 1.7 });

globalStyle(`${text} > :last-child`, { marginBottom: 0 });
globalStyle(`${text} ul, ${text} ol`, { paddingInlineStart: vars.space.lg, margin: `0 0 ${vars.space.md}` });
globalStyle(`${text} li`, { marginBottom: vars.space.xs });
