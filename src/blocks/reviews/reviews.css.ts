import { style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

export const tinted = style({ background: vars.color.surfaceAlt });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' } },
});

export const card = style([surface, { padding: vars.space.lg, borderBlockStart: `4px solid ${vars.color.gold}` }]);
