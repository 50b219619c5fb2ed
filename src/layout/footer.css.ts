import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css';
import { chatFootprint } from './shellMetrics.css';
import { plainList, ringOnDark } from '../theme/shared.css';

export const footer = style({
  ...ringOnDark,
  background: vars.color.dark,
  color: vars.color.onDark,
  paddingTop: vars.space.xxl,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: '1.4fr 1fr 1.3fr 1.3fr' },
  },
});

export const heading = style({
  color: vars.color.onDark,
  fontSize: vars.size.h3,
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.gold}`,
  width: 'fit-content',
});

export const text = style({ color: vars.color.onDarkMuted });

export const list = plainList;

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  // A flex item keeps its text's width unless told it may shrink: a long address must wrap instead.
  minWidth: 0,
  color: vars.color.onDark,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.gold },
    '&[aria-current="page"]': { color: vars.color.gold, fontWeight: 600 },
  },
});

export const address = style({ fontStyle: 'normal' });

export const contactItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
});

export const contactIcon = style({ flexShrink: 0, color: vars.color.gold });

export const social = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }]);

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.onDarkMuted}`,
  color: vars.color.onDark,
  transition: 'background-color 150ms ease, color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.gold, borderColor: vars.color.gold, color: vars.color.dark },
  },
});

export const gallery = style([
  plainList,
  { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm },
]);

export const galleryImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const bottom = style({
  marginTop: vars.space.xl,
  borderTop: `1px solid ${vars.overlay.ruleOnDark}`,
});

export const copyright = style({
  margin: 0,
  paddingTop: vars.space.lg,
  // Leaves room for the floating chat button, so it never sits on top of this line, and the page
  // can always scroll the footer's last links clear of it.
  paddingBottom: `calc(${chatFootprint} + ${vars.space.md})`,
  fontSize: vars.size.small,
  color: vars.color.onDarkMuted,
  textAlign: 'center',
});

// Contrast themes repaint the gold that marks the current page: there it is underlined.
globalStyle(`${link}[aria-current="page"]`, {
  '@media': { '(forced-colors: active)': { textDecoration: 'underline 3px', textUnderlineOffset: '0.35em' } },
});
