import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { plainList } from '../theme/shared.css';

export const nav = recipe({
  base: { fontSize: vars.size.small },
  variants: { onDark: { true: { color: vars.color.onDark }, false: { color: vars.color.muted } } },
});

export const list = style([plainList, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
}]);

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '&:not(:last-child)::after': { content: '"›"', opacity: 0.8 } },
});

export const link = recipe({
  base: { fontWeight: 600 },
  variants: {
    onDark: {
      true: { color: vars.color.onPrimary, selectors: { '&:hover': { color: vars.color.gold } } },
      false: {},
    },
  },
});
