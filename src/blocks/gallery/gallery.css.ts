import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';
import { plainList } from '../../theme/shared.css';

export const grid = style([plainList, {
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
}]);

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
