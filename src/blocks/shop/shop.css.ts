import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const media = style({ position: 'relative' });

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', background: vars.color.surfaceAlt });

/** Drawn over the picture, so it appears without moving anything on the page. */
export const inCart = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dark,
  color: vars.color.onDark,
  fontSize: vars.size.small,
  fontWeight: 600,
});

export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, gap: vars.space.sm, padding: vars.space.lg });

export const name = style({ fontSize: vars.size.h3, margin: 0 });

export const description = style({ color: vars.color.muted, margin: 0, flex: 1 });

export const price = style({ fontSize: vars.size.lead, fontWeight: 700, color: vars.color.primary, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actionButton = style({ flex: '1 1 auto', paddingInline: vars.space.md });

export const detailsLink = style({ alignSelf: 'flex-start', fontWeight: 600, color: vars.color.primary });
