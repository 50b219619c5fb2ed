import { style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

/** Phones: the icon beside the title and text; wider screens: a centred tile. */
export const tile = style([
  surface,
  {
    display: 'grid',
    // The text column may shrink below its longest word, which then wraps (at twice the text size).
    gridTemplateColumns: '56px minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    alignContent: 'start',
    padding: vars.space.lg,
    borderTop: `4px solid ${vars.color.gold}`,
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
  },
]);

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
