import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { surface, plainList, ringOnDark } from '../../theme/shared.css';
import { breakpoints, tokens, vars } from '../../theme/theme.css';

/**
 * At most `n` columns, each at least `min` wide: with enlarged text the covers get fewer, wider
 * columns instead of titles and buttons running out of their cards.
 */
const columns = (n: number, gap: string, min = '8.5rem') =>
  `repeat(auto-fill, minmax(min(100%, max(${min}, (100% - ${n - 1} * ${gap}) / ${n})), 1fr))`;

export const grid = style([plainList, {
  display: 'grid',
  gridTemplateColumns: columns(2, vars.space.md),
  gap: vars.space.md,
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: columns(3, vars.space.lg), gap: vars.space.lg },
    [breakpoints.wide]: { gridTemplateColumns: columns(5, vars.space.lg) },
  },
}]);

export const card = style([
  surface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md, textAlign: 'center' },
]);

export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '300 / 420',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
});

export const title = style({ fontSize: vars.size.h3, margin: 0, flex: 1, overflowWrap: 'anywhere', hyphens: 'auto' });

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const dialog = recipe({
  base: {
    padding: 0,
    border: 0,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    maxWidth: 'none',
    maxHeight: 'none',
    overflow: 'hidden',
    selectors: { '&[open]': { display: 'flex', flexDirection: 'column' } },
  },
  variants: {
    size: {
      maximized: { width: '100vw', height: ['100vh', '100dvh'], margin: 0, borderRadius: 0 },
      restored: { width: 'min(1000px, 92vw)', height: ['86vh', '86dvh'], margin: 'auto', borderRadius: vars.radius.md },
    },
  },
});

globalStyle(`${dialog.classNames.base}::backdrop`, { background: tokens.scrim.viewer });

// The page behind stays put while a book is open.
globalStyle(`html:has(${dialog.classNames.base}[open])`, { overflow: 'hidden' });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: `${vars.space.md} ${vars.space.sm}`,
  ...ringOnDark,
  background: vars.color.dark,
  color: vars.color.onDark,
});

export const dialogTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.size.lead,
  color: vars.color.onDark,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.onDark,
  font: 'inherit',
  fontSize: vars.size.small,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.overlay.hoverOnDark, color: vars.color.onDark },
    // The dialog clips what passes its edge, 4 px above these buttons: the ring's line (light, on
    // this dark bar) goes inside the button, so all of it stays within the dialog.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

/** Phones show the toolbar as icons; the words stay for screen readers. */
export const toolLabel = style({
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const frame = style({ flex: 1, width: '100%', border: 0, background: vars.color.surfaceAlt });

export const fallback = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surfaceAlt,
});

export const fallbackActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const focusWrap = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
