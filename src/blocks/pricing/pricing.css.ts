import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, surface, plainList } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

export const switcher = style({
  border: 0,
  padding: 0,
  margin: `0 auto ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const legend = style({
  fontWeight: 700,
  fontSize: vars.size.small,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.muted,
  marginInline: 'auto',
  marginBottom: vars.space.sm,
  padding: 0,
});

export const options = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const option = style({ position: 'relative', display: 'inline-flex' });

/** The native radio stays in place (keyboard, forms, screen readers), invisible over its label. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const optionLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: '0 10px',
  '@media': { [breakpoints.desktop]: { padding: `0 ${vars.space.md}` } },
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  color: vars.color.primary,
  transition: 'background-color 150ms ease, color 150ms ease',
});

globalStyle(`${radio}:checked + ${optionLabel}`, { background: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${radio}:hover:not(:checked) + ${optionLabel}`, { background: vars.color.primarySoft });
// The radio is invisible over its label, so the label shows the radio's focus ring.
globalStyle(`${radio}:focus-visible + ${optionLabel}`, {
  ...focusRing,
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});

// Contrast themes paint every background alike, so the chosen currency would look like the others:
// there it takes the theme's selection colours and a frame, and the others a frame in the page colour
// (so none of them changes size when chosen).
globalStyle(optionLabel, { '@media': { '(forced-colors: active)': { border: '2px solid Canvas' } } });
globalStyle(`${radio}:checked + ${optionLabel}`, {
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      background: 'SelectedItem',
      color: 'SelectedItemText',
      borderColor: 'CanvasText',
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.2em',
    },
  },
});

export const plan = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    padding: vars.space.lg,
    '@media': { [breakpoints.desktop]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
    borderTop: `5px solid ${vars.color.primary}`,
    selectors: { '&:nth-child(even)': { borderTopColor: vars.color.gold } },
  },
]);

export const planTitle = style({ fontSize: vars.size.h2, margin: 0 });

export const planSubtitle = style({ color: vars.color.muted, margin: `0 0 ${vars.space.sm}` });

export const price = style({
  margin: 0,
  color: vars.color.muted,
  fontWeight: 600,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: '2.5rem',
  lineHeight: 1.1,
  fontWeight: 700,
  color: vars.color.primary,
});

export const includesBox = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
});

export const includesTitle = style({ fontWeight: 700, margin: `0 0 ${vars.space.sm}` });

export const includes = style([plainList, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.sm} ${vars.space.xl}`,
}]);

export const include = style({ display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.sm, textAlign: 'start' });

export const check = style({ flexShrink: 0, marginTop: '3px', color: vars.color.primary });

export const action = style({ marginTop: vars.space.lg });

export const tableHeading = style({ textAlign: 'center', marginTop: vars.space.xxl, marginBottom: vars.space.lg });

export const tableScroll = style([surface, { overflowX: 'auto', maxWidth: '820px', marginInline: 'auto' }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  fontSize: '0.8125rem',
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  '@media': { [breakpoints.desktop]: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.size.body } },
});
globalStyle(`${table} thead th`, { background: vars.color.dark, color: vars.color.onDark, fontWeight: 700 });
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 });
globalStyle(`${table} tbody th`, { fontWeight: 700, color: vars.color.primary });

export const chosen = style({});
globalStyle(`${table} td${chosen}`, { background: vars.color.primarySoft, fontWeight: 700 });
globalStyle(`${table} thead th${chosen}`, { background: vars.color.primary });
// In contrast themes the chosen column keeps its mark: selection colours and a line at each side.
globalStyle(`${table} td${chosen}, ${table} thead th${chosen}`, {
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      background: 'SelectedItem',
      color: 'SelectedItemText',
      borderInline: '2px solid CanvasText',
    },
  },
});
