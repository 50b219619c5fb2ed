import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';

export const tinted = style({ background: vars.color.surfaceAlt });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.lg } },
});

/** The whole card is the link's target area (its ::after covers it), so only the name is announced. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.raised },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

export const image = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceAlt });

export const body = style({ padding: vars.space.md });

export const name = style({ fontSize: vars.size.body, margin: `0 0 ${vars.space.xs}` });

export const link = style({
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const summary = style({ margin: 0, fontSize: vars.size.small, color: vars.color.muted });
