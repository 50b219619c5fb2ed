import { globalStyle, style } from '@vanilla-extract/css';
import { surface, plainList } from '../../theme/shared.css';
import { vars } from '../../theme/theme.css';

/** Wraps the badge above the text when the text is enlarged and the card is narrow. */
export const card = style([surface, { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, height: '100%', padding: vars.space.lg }]);

export const badge = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  // A minimum in rem, not a fixed size: the month and day grow with the text and stay inside.
  minWidth: '4.5rem',
  minHeight: '5rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  lineHeight: 1.1,
});

export const badgeMonth = style({ fontSize: vars.size.small, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em' });

export const badgeDay = style({ fontFamily: vars.font.heading, fontSize: '2rem', fontWeight: 700 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0 });

export const description = style({ margin: 0, color: vars.color.muted });

export const details = style([plainList, {
  margin: `0 0 ${vars.space.sm}`,
  display: 'grid',
  gap: vars.space.xs,
}]);

globalStyle(`${details} > li`, { display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const icon = style({ color: vars.color.accent, flexShrink: 0 });

export const action = style({ marginTop: 'auto' });
