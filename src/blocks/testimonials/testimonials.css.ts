import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';

export const band = style({ background: vars.color.surfaceAlt });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

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

export const quote = style({ margin: 0, display: 'flex', flexDirection: 'column', height: '100%' });

export const quoteMark = style({ fill: vars.color.gold, width: '40px', height: 'auto', marginBottom: vars.space.md });

export const text = style({ margin: `0 0 ${vars.space.lg}`, flex: 1, fontSize: vars.size.lead, fontStyle: 'italic', color: vars.color.text });

globalStyle(`${text} p`, { margin: 0 });

export const caption = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  letterSpacing: '0.04em',
});

export const name = style({ display: 'block', fontWeight: 700, fontFamily: vars.font.heading, fontSize: vars.size.lead });

export const role = style({ display: 'block', color: vars.color.muted, fontSize: vars.size.small });

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
    '&[aria-current="true"]::before': { width: '28px', borderRadius: vars.radius.pill, background: vars.color.primary },
  },
});
