import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inlineSign } from '../theme/direction.css';
import { vars } from '../theme/theme.css';
import { menuInline } from './shellMetrics.css';
import { topLevelItem } from './navMenu.css';

export const group = style({});

/** Shown where the menu sits inline; below, the phone menu lists every group's links under its name instead. */
export const trigger = style([
  topLevelItem,
  {
    display: 'none',
    justifyContent: 'space-between',
    border: 0,
    background: 'transparent',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    selectors: {
      // The list follows its button, so the button can show whether it is open.
      '&:has(+ * + :popover-open)': { color: vars.color.primary, background: vars.color.primarySoft },
    },
    '@media': { [menuInline]: { display: 'flex' } },
  },
]);

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}:has(+ * + :popover-open) &`]: { transform: 'rotate(180deg)' } },
});

/** The group's name above its links in the phone menu; where the menu sits inline, the list's accessible name only. */
export const label = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.size.small,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  '@media': { [menuInline]: { display: 'none' } },
});

/**
 * In the phone menu, part of it: always shown, in the flow, the popover's own styles undone. Where
 * the menu sits inline, a popover under its button (anchor positioning), flipped sideways if it
 * would leave the screen; without anchor positioning the browser centres it.
 */
export const panel = recipe({
  base: {
    display: 'block',
    position: 'static',
    inset: 'auto',
    width: 'auto',
    height: 'auto',
    overflow: 'visible',
    listStyle: 'none',
    margin: 0,
    paddingBlock: `0 ${vars.space.sm}`,
    paddingInline: `${vars.space.md} 0`,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    '@media': {
      [menuInline]: {
        display: 'revert',
        position: 'fixed',
        inset: 0,
        margin: 'auto',
        minWidth: '15rem',
        padding: vars.space.sm,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.raised,
        selectors: {
          // Tabbing on past the group's last link leaves its list open over the page; while the
          // keyboard's focus is outside the group it is taken off the screen, as the phone menu is
          // (see header.css.ts for why this is CSS). A pointer user's list never hides.
          [`body:has(:focus-visible) ${group}:not(:has(:focus-visible)) &`]: { display: 'none' },
        },
      },
    },
    '@supports': {
      '(position-area: bottom)': {
        '@media': {
          [menuInline]: { inset: 'auto', margin: `${vars.space.xs} 0 0`, positionTryFallbacks: 'flip-inline' },
        },
      },
    },
  },
  variants: {
    align: {
      start: { '@supports': { '(position-area: bottom)': { '@media': { [menuInline]: { positionArea: 'block-end span-inline-end' } } } } },
      end: { '@supports': { '(position-area: bottom)': { '@media': { [menuInline]: { positionArea: 'block-end span-inline-start' } } } } },
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, background: vars.color.primarySoft },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: 700,
      // A bar at the start of the line: the left edge, or the right one in right-to-left pages.
      boxShadow: `inset calc(3px * ${inlineSign}) 0 0 ${vars.color.primary}`,
    },
  },
});

// Contrast themes drop box-shadows, the current page's only mark besides its colour: there it is underlined.
globalStyle(`${link}[aria-current="page"]`, {
  '@media': { '(forced-colors: active)': { textDecoration: 'underline 3px', textUnderlineOffset: '0.35em' } },
});
