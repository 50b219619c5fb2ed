import { style } from '@vanilla-extract/css';
import { focusRing, liftOnHover, mediaCard, ringOnContainer, plainList } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

export const grid = style([plainList, {
  display: 'grid',
  gap: vars.space.md,
  // Column widths in rem: with the text enlarged the cards get fewer, wider columns instead of
  // cutting their names (min() keeps one column from overflowing a narrow screen).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.375rem), 1fr))',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13.75rem), 1fr))', gap: vars.space.lg } },
}]);

/**
 * The whole card is the link's target area (its ::after covers it), so only the name is announced;
 * the focus ring goes round the card, the area the link covers.
 */
export const card = style([
  mediaCard,
  liftOnHover,
  { position: 'relative', selectors: { '&:has(:focus-visible)': focusRing } },
]);

export const image = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceAlt });

/** A long word (a product name, an address) breaks rather than running out of the card. */
export const body = style({ padding: vars.space.md, overflowWrap: 'anywhere', hyphens: 'auto' });

export const name = style({ fontSize: vars.size.body, margin: `0 0 ${vars.space.xs}` });

export const link = style([ringOnContainer, {
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
}]);

export const summary = style({ margin: 0, fontSize: vars.size.small, color: vars.color.muted });
