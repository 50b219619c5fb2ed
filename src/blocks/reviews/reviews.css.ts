import { style } from '@vanilla-extract/css';
import { surface, plainList } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

export const grid = style([plainList, {
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' } },
}]);

export const card = style([surface, { padding: vars.space.lg, borderBlockStart: `4px solid ${vars.color.gold}` }]);
