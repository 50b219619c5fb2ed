import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, vars } from '../../theme/theme.css';

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.lg, listStyle: 'none', padding: 0, margin: 0 },
  variants: {
    columns: {
      2: { '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
      3: {
        '@media': {
          [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        },
      },
      4: {
        '@media': {
          [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        },
      },
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  height: '100%',
});

export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceAlt });

export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, padding: vars.space.lg });

export const text = style({ color: vars.color.muted, flex: 1 });

export const action = style({ alignSelf: 'flex-start' });
