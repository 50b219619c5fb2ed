import { globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';

export const card = style([surface, { padding: vars.space.lg }]);

export const carousel = style({ maxWidth: '820px', marginInline: 'auto' });

/** Before keen-slider attaches (and without JavaScript) the first slide fills the track, the rest wait beside it. */
export const track = style({ borderRadius: vars.radius.md });

export const slide = style({
  minWidth: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  '@media': { [breakpoints.desktop]: { padding: `${vars.space.xl} ${vars.space.xxl}` } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

globalStyle(`${toggle} svg`, { fill: 'currentColor' });

export const dots = style({ display: 'flex', gap: vars.space.xs });

/** A 24 px target (WCAG 2.5.8) around a 12 px dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    border: `2px solid ${vars.color.primary}`,
    background: vars.color.surface,
    transition: 'width 200ms ease, background-color 200ms ease',
  },
  selectors: {
    '&[aria-current="true"]::before': {
      width: '28px',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      // Contrast themes paint every dot's fill alike; the current one is filled with the text colour.
      '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
    },
  },
});
