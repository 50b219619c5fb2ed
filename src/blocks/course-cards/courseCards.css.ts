import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { liftOnHover, mediaCard, plainList } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

/** Wrapping rows, centred, so a last row with fewer cards (seven courses) sits in the middle. */
export const grid = style([plainList, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
}]);

const gap = vars.space.lg;

export const cell = recipe({
  base: {
    flex: '1 1 100%',
    maxWidth: '420px',
    '@media': { [breakpoints.desktop]: { flex: `0 1 calc((100% - ${gap}) / 2)`, maxWidth: 'none' } },
  },
  variants: {
    columns: {
      3: { '@media': { [breakpoints.wide]: { flexBasis: `calc((100% - 2 * ${gap}) / 3)` } } },
      4: { '@media': { [breakpoints.wide]: { flexBasis: `calc((100% - 3 * ${gap}) / 4)` } } },
    },
  },
});

export const card = style([
  mediaCard,
  liftOnHover,
  { position: 'relative', selectors: { '&:focus-within': { boxShadow: vars.shadow.raised } } },
]);

export const media = style({ position: 'relative' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.primarySoft,
});

export const price = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontSize: vars.size.small,
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
  boxShadow: vars.shadow.card,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.lg,
});

export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const stars = style({ display: 'inline-flex', gap: '2px', color: vars.color.gold });

export const reviews = style({ color: vars.color.muted, fontSize: vars.size.small });

export const title = style({ fontSize: vars.size.h3, margin: 0 });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
  },
});

export const instructor = style({ color: vars.color.muted, margin: 0 });

export const meta = style([plainList, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0 0`,
  margin: `auto 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.size.small,
  fontWeight: 600,
}]);

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const metaIcon = style({ color: vars.color.primary });
