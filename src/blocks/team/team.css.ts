import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { surface, plainList } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

export const grid = style([plainList, {
  display: 'grid',
  // In rem, so enlarged text gets fewer, wider cards rather than names running out of them.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.375rem), 1fr))',
  gap: vars.space.lg,
  '@media': { [breakpoints.wide]: { gridTemplateColumns: 'repeat(6, 1fr)' } },
}]);

export const member = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.lg} ${vars.space.md}`,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
]);

/** Each colour pairs a pale circle with a deep ink of the same hue, so the drawing stands out. */
export const avatar = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '80px',
    height: '80px',
    '@media': { [breakpoints.desktop]: { width: '96px', height: '96px' } },
    marginBottom: vars.space.sm,
    borderRadius: '50%',
    border: `3px solid ${vars.color.surface}`,
    boxShadow: `0 0 0 2px ${vars.color.gold}`,
  },
  variants: {
    color: {
      green: { background: vars.tint.green.background, color: vars.tint.green.text },
      gold: { background: vars.tint.gold.background, color: vars.tint.gold.text },
      teal: { background: vars.tint.teal.background, color: vars.tint.teal.text },
      rose: { background: vars.tint.rose.background, color: vars.tint.rose.text },
      indigo: { background: vars.tint.indigo.background, color: vars.tint.indigo.text },
      sand: { background: vars.tint.sand.background, color: vars.tint.sand.text },
    },
  },
});

export const name = style({ fontSize: vars.size.lead, margin: 0 });

export const designation = style({ color: vars.color.muted, fontSize: vars.size.small, margin: 0 });
