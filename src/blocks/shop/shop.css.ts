import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { plainList } from '../../theme/shared.css';

export const grid = style([plainList, {
  display: 'grid',
  // In rem, so enlarged text gets fewer, wider cards rather than cut names.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.lg,
}]);

export const media = style({ position: 'relative' });

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', background: vars.color.surfaceAlt });

/** Drawn over the picture, so it appears without moving anything on the page. */
export const inCart = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dark,
  color: vars.color.onDark,
  fontSize: vars.size.small,
  fontWeight: 600,
});

/** A long word breaks rather than running out of the card, whose picture edges are clipped. */
export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, gap: vars.space.sm, padding: vars.space.lg, overflowWrap: 'anywhere', hyphens: 'auto' });

export const name = style({ fontSize: vars.size.h3, margin: 0 });

export const description = style({ color: vars.color.muted, margin: 0, flex: 1 });

export const price = style({ fontSize: vars.size.lead, fontWeight: 700, color: vars.color.primary, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Enlarged labels wrap inside the button instead of being cut by the card. */
export const actionButton = style({ flex: '1 1 auto', paddingInline: vars.space.md, whiteSpace: 'normal', minWidth: 0, maxWidth: '100%' });

export const detailsLink = style({ alignSelf: 'flex-start', fontWeight: 600, color: vars.color.primary });
