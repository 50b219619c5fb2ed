import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { menuInline } from './shellMetrics.css';
import { plainList } from '../theme/shared.css';

export const list = style([plainList, {
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [menuInline]: {
      flexDirection: 'row',
      // One row: the header's height depends on it (see shellMetrics.css.ts).
      flexWrap: 'nowrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: vars.space.xs,
    },
  },
}]);

/** Shared by plain links and group buttons, so both read as one row of equal items. */
export const topLevelItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, background: vars.color.primarySoft },
    '&[aria-current="page"]': { color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
  '@media': {
    [menuInline]: { width: 'auto', minHeight: '44px', padding: `0 ${vars.space.md}` },
  },
});

export const ctaItem = style({
  marginTop: vars.space.md,
  '@media': { [menuInline]: { marginTop: 0, marginInlineStart: vars.space.sm } },
});

export const cta = style({
  width: '100%',
  '@media': { [menuInline]: { width: 'auto' } },
});

// Contrast themes drop box-shadows, the current page's only mark besides its colour: there it is underlined.
globalStyle(`${topLevelItem}[aria-current="page"]`, {
  '@media': { '(forced-colors: active)': { textDecoration: 'underline 3px', textUnderlineOffset: '0.35em' } },
});
