import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { plainList, ringHaloColor } from '../../theme/shared.css';

/** A <search> element, which browsers older than it draw inline unless told otherwise. */
export const search = style({ display: 'block', maxWidth: '560px', marginInline: 'auto', marginBottom: vars.space.xl });

export const searchField = style({ position: 'relative' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: '48px',
  paddingBlock: vars.space.sm,
  // Room at the start of the line for the magnifier drawn over it.
  paddingInline: `48px ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.size.body,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:focus': { borderColor: vars.color.primary },
  },
});

export const count = style({ margin: `${vars.space.sm} 0 0`, textAlign: 'center', color: vars.color.muted, fontSize: vars.size.small });

export const noResults = style({
  maxWidth: vars.width.text,
  marginInline: 'auto',
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surfaceAlt,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const podcastBody = style({ padding: vars.space.lg });

/** The preview and the player fill the same 16:9 box, so pressing play moves nothing. */
export const video = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0, background: vars.color.dark });

/**
 * The card clips anything outside the preview, so its ring is drawn inside, over the picture: the
 * line 2 px in from the edge and the white halo in those 2 px (a layer above the picture, since an
 * inset shadow would lie under it). Whatever the picture's colours, one of the two stands out.
 */
export const preview = style({
  position: 'relative',
  padding: 0,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.ring.halo})` },
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      boxShadow: `inset 0 0 0 calc(${vars.ring.halo} - ${vars.ring.width}) ${ringHaloColor}`,
    },
  },
});

export const thumbnail = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Centred by its margins rather than moved by half its size, which would need the side to move it towards. */
export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.color.primary,
  boxShadow: vars.shadow.raised,
  transition: 'transform 150ms ease',
  selectors: { [`${preview}:hover &`]: { transform: 'scale(1.08)' } },
});

export const questionList = style([plainList, {
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '820px',
  marginInline: 'auto',
  margin: '0 auto',
}]);

export const question = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  borderRadius: vars.radius.md,
});

export const category = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space.sm}`,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontSize: vars.size.small,
  fontWeight: 600,
});

export const itemTitle = style({ fontSize: vars.size.h3, margin: `0 0 ${vars.space.sm}` });

export const text = style({ margin: 0, color: vars.color.muted });

export const action = style({ marginTop: vars.space.xl, textAlign: 'center' });
