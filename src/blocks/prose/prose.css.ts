import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Heading and text share one column, so the heading lines up with the text whatever its size. */
export const column = style({ maxWidth: vars.width.text, marginInline: 'auto', fontSize: vars.size.lead });

export const body = style({});

globalStyle(`${body} h2, ${body} h3`, { marginTop: vars.space.xl });
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space.lg, margin: `0 0 ${vars.space.md}` });
globalStyle(`${body} li`, { marginBottom: vars.space.xs });
globalStyle(`${body} blockquote`, {
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  background: vars.color.surfaceAlt,
});
