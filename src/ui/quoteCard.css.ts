import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

// size `large`: a testimonial given room of its own; `compact`: one of several short reviews side by side.

export const figure = recipe({
  base: { margin: 0, display: 'flex', flexDirection: 'column', height: '100%' },
  variants: { size: { large: {}, compact: { gap: vars.space.md } } },
});

export const mark = recipe({
  base: { fill: vars.color.gold, flexShrink: 0, height: 'auto' },
  variants: { size: { large: { width: '40px', marginBottom: vars.space.md }, compact: { width: '32px' } } },
});

export const text = recipe({
  base: { margin: 0, flex: 1, fontStyle: 'italic', color: vars.color.text },
  variants: { size: { large: { marginBottom: vars.space.lg, fontSize: vars.size.lead }, compact: {} } },
});

globalStyle(`${text.classNames.base} p`, { margin: 0 });

export const caption = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.md },
  variants: { size: { large: {}, compact: { paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.color.border}` } } },
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  // In rem, so the circle grows with the reader's text size and the initials stay inside it.
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  letterSpacing: '0.04em',
});

export const name = recipe({
  base: { display: 'block', fontWeight: 700 },
  variants: { size: { large: { fontFamily: vars.font.heading, fontSize: vars.size.lead }, compact: { color: vars.color.primary } } },
});

export const role = style({ display: 'block', color: vars.color.muted, fontSize: vars.size.small });
