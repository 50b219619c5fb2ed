import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';

export const place = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const summary = style({ minHeight: '44px', display: 'list-item', paddingBlock: vars.space.sm, fontWeight: 600, cursor: 'pointer', color: vars.color.primary });

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 16rem))' } },
});

export const checkField = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.primary });

export const keys = style({ margin: 0, fontSize: vars.size.small, color: vars.color.muted });

export const key = style({
  display: 'inline-block',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  textAlign: 'center',
});

export const status = style({ margin: 0, color: vars.color.muted });

export const failure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
});

/** The shipped translations' checkboxes: a group under its legend, side by side where they fit. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, margin: 0, padding: 0, border: 0, minWidth: 0 });
