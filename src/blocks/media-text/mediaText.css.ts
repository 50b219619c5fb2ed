import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, vars } from '../../theme/theme.css';

export const items = style({
  display: 'grid',
  gap: vars.space.xxl,
});

export const item = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    alignItems: 'center',
    '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xl } },
  },
  variants: {
    imageSide: {
      start: {},
      // The image stays first in the source (and on phones); only wide layouts move it to the end of the line (the right, or the left in right-to-left pages).
      end: { '@media': { [breakpoints.desktop]: { gridTemplateAreas: '"body image"' } } },
    },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  background: vars.color.surfaceAlt,
});

globalStyle(`${item.classNames.variants.imageSide.end} > ${image}`, {
  '@media': { [breakpoints.desktop]: { gridArea: 'image' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

globalStyle(`${item.classNames.variants.imageSide.end} > ${body}`, {
  '@media': { [breakpoints.desktop]: { gridArea: 'body' } },
});

export const title = style({ margin: 0 });

export const text = style({ color: vars.color.muted, fontSize: vars.size.lead });

globalStyle(`${text} > :last-child`, { marginBottom: 0 });
globalStyle(`${text} ul, ${text} ol`, { paddingInlineStart: vars.space.lg });
