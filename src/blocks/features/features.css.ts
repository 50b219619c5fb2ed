import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, vars } from '../../theme/theme.css';

export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    listStyle: 'none',
    padding: 0,
    margin: 0,
    '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
  },
  variants: {
    columns: {
      2: {},
      3: { '@media': { [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
      4: { '@media': { [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
    },
  },
});

/** Phones: the icon beside the title and text; wider screens: a centred tile. */
export const tile = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.gold}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  '@media': {
    [breakpoints.desktop]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: vars.space.sm,
      padding: `${vars.space.xl} ${vars.space.lg}`,
    },
  },
});

export const badge = style({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  boxShadow: `inset 0 0 0 2px ${vars.color.surface}, 0 0 0 2px ${vars.color.primarySoft}`,
  '@media': { [breakpoints.desktop]: { width: '72px', height: '72px', marginBottom: vars.space.sm } },
});

export const title = style({ fontSize: vars.size.h3, margin: 0 });

export const text = style({ color: vars.color.muted, margin: 0 });
