import { globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';
import { quranFont } from './quranFont.css';

export const surah = style([
  surface,
  { padding: `${vars.space.lg} ${vars.space.md}`, '@media': { [breakpoints.desktop]: { padding: vars.space.xl } } },
]);

export const name = style({ textAlign: 'center', margin: 0 });

export const arabicName = style({ display: 'block', fontFamily: quranFont, fontSize: vars.size.h1, fontWeight: 400, lineHeight: 1.8, color: vars.color.primary });

export const facts = style({ textAlign: 'center', color: vars.color.muted, margin: `0 0 ${vars.space.lg}` });

export const opening = style({
  textAlign: 'center',
  fontFamily: quranFont,
  fontSize: 'clamp(1.625rem, 1.4rem + 1vw, 2.25rem)',
  lineHeight: 2,
  color: vars.color.primary,
  paddingBlock: vars.space.md,
  marginBottom: vars.space.md,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const verses = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The attribute the reading settings put on the ayah at the reading line, as the reader scrolls. */
export const readingAttribute = 'data-reading';
/** On the root while the reading settings mark the ayah at the reading line. */
export const followingAttribute = 'data-follow-reading';

const marked = {
  background: vars.color.primarySoft,
  borderInlineStartColor: vars.color.primary,
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: '-2px',
  borderRadius: vars.radius.sm,
};

/**
 * The ayah a link or a shortcut points at (/read-quran/2#255), and the one being read, are marked
 * by more than a tint: a thick bar at its start and an outline, which forced-colours modes keep (in
 * the theme's highlight colour) where they drop the background.
 */
export const verse = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  borderInlineStart: `6px solid transparent`,
  // A long surah (Al-Baqarah: 286 ayat, 6,000 words of shaped Arabic) is laid out only where it is
  // on screen; the rest keeps an estimate, then the size it last had. Without this, laying out the
  // whole text blocked a throttled phone for over a second.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 9rem',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    // But the last ayah is always laid out. When it too was an estimate, a jump to the end
    // (Shift+Tab from the footer) scrolled by the estimates, and the ayat then drawn at their real
    // height pushed the focused "Next surah" link out of view, one time in two, short ayat or long.
    // Only the last: Al-Baqarah's last eight are as much text as all the rest its Urdu page first
    // lays out, in its two slowest faces.
    '&:last-child': { contentVisibility: 'visible' },
    [`&:target, &[${readingAttribute}]`]: marked,
    // Once the settings follow the reader, the ayah a link pointed at is marked while it is the one
    // read, not after the reader has read on.
    [`:root[${followingAttribute}] &:target:not([${readingAttribute}])`]: { background: 'none', borderInlineStartColor: 'transparent', outline: 'none' },
  },
  // The mark moves from ayah to ayah with a short fade; at once for readers who asked for less motion.
  transition: 'background-color 150ms ease, border-color 150ms ease, outline-color 150ms ease',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': {
      selectors: { [`&:target, &[${readingAttribute}]`]: { borderInlineStartColor: 'Highlight', outlineColor: 'Highlight' } },
    },
  },
});

/** The text size the reading settings choose; the steps are the settings' options, "medium" the default. */
export const verseSizes = { small: 0.85, medium: 1, large: 1.25, 'extra-large': 1.5 } as const;
export type VerseSize = keyof typeof verseSizes;

const verseFontSize = (scale: number) => `calc(${scale} * clamp(1.5rem, 1.3rem + 0.9vw, 2rem))`;

export const verseText = style({
  fontFamily: quranFont,
  fontSize: verseFontSize(1),
  lineHeight: 2.2,
  color: vars.color.text,
  margin: 0,
});

// The setting is written on the root element (data-quran-size), so it applies to the static text
// the settings island does not own.
for (const [size, scale] of Object.entries(verseSizes)) {
  if (scale !== 1) globalStyle(`:root[data-quran-size="${size}"] ${verseText}`, { fontSize: verseFontSize(scale) });
}

const markerLook = {
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
} as const;

export const marker = style(markerLook);

/**
 * The ayah's number where it links to the ayah's own page: the ornament is its look, an underline
 * shows it is a link under the pointer. A class of its own, not the marker's and another: it is
 * written once for each of up to 286 ayat.
 */
export const markerLink = style({ ...markerLook, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const neighbours = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

const neighbourLink = style({
  display: 'inline-flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  minHeight: '44px',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const previous = style([neighbourLink, { marginInlineEnd: 'auto' }]);
export const next = style([neighbourLink, { marginInlineStart: 'auto', textAlign: 'end' }]);
export const all = style([neighbourLink, { justifyContent: 'center' }]);

export const direction = style({ fontSize: vars.size.small, fontWeight: 400, color: vars.color.muted });

export const attribution = style({
  marginTop: vars.space.md,
  fontSize: vars.size.small,
  color: vars.color.muted,
  textAlign: 'center',
  maxWidth: vars.width.text,
  marginInline: 'auto',
});

/** A translation line the reading settings put under an ayah (a remote source only). */
export const translation = style({ marginTop: vars.space.sm, color: vars.color.muted, fontSize: vars.size.lead, lineHeight: 1.7 });

/** The line that credits a translation where it is shown. */
export const credit = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.small, color: vars.color.muted });
