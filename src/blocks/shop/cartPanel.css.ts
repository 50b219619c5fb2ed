import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';
import { plainList } from '../../theme/shared.css';

export const panel = style({
  maxWidth: '720px',
  marginInline: 'auto',
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  border: `2px solid ${vars.color.gold}`,
  borderRadius: vars.radius.md,
  scrollMarginTop: vars.space.xl,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.size.h2, selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } } });

export const count = style({ margin: 0, color: vars.color.muted });

export const lines = style([plainList, { margin: `${vars.space.md} 0` }]);

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'center',
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1fr auto' } },
});

export const lineName = style({ display: 'block', fontWeight: 700 });

export const lineSum = style({ color: vars.color.muted });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});

export const step = style({
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.primary,
  fontSize: vars.size.h3,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const quantity = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700 });

export const remove = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.danger,
  fontFamily: vars.font.body,
  fontSize: vars.size.body,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const total = style({ fontSize: vars.size.lead, fontWeight: 700, textAlign: 'end', margin: `0 0 ${vars.space.md}` });

export const checkout = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.md });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.small, flex: '1 1 240px' });

/** The one action the cart exists for: the full width on a phone, beside the note on wider screens. */
export const buy = style({ flex: '1 1 100%', '@media': { [breakpoints.desktop]: { flex: '0 0 auto' } } });
