import { globalFontFace, style } from '@vanilla-extract/css';
import { surface } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';
import * as formFields from '../../ui/formFields.css';

/**
 * The text is in the page before Amiri Quran has arrived, so it first shows in a font the device
 * has. That font is given Amiri Quran's vertical metrics (its ascent and descent, per 1000 units),
 * so the lines sit where they will stay when Amiri Quran replaces it: the text does not jump.
 */
const AMIRI_METRICS_FALLBACK = 'Amiri Quran Fallback';
globalFontFace(AMIRI_METRICS_FALLBACK, {
  src: ['Noto Naskh Arabic', 'Noto Sans Arabic', 'Geeza Pro', 'Segoe UI', 'Arial', 'DejaVu Sans'].map((name) => `local("${name}")`).join(', '),
  ascentOverride: '181.5%',
  descentOverride: '63.4%',
  lineGapOverride: '0%',
});

/** Amiri Quran is self-hosted and loaded by this block only (QuranReader.client.tsx imports it). */
export const quranFont = `"Amiri Quran", "${AMIRI_METRICS_FALLBACK}", "Scheherazade New", "Noto Naskh Arabic", "Traditional Arabic", serif`;

export const reader = style({ display: 'grid', gap: vars.space.lg });

export const status = style({ textAlign: 'center', color: vars.color.muted, fontSize: vars.size.lead, paddingBlock: vars.space.lg });

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

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 340px))', justifyContent: 'center', alignItems: 'end' } },
});

/** A long surah name shrinks its grid column rather than widening the page. */
export const field = style([formFields.field, { minWidth: 0 }]);

export const surah = style([
  surface,
  { padding: `${vars.space.lg} ${vars.space.md}`, '@media': { [breakpoints.desktop]: { padding: vars.space.xl } } },
]);

export const heading = style({ textAlign: 'center', marginBottom: vars.space.sm, outline: 'none' });

export const arabicName = style({
  textAlign: 'center',
  fontFamily: quranFont,
  fontSize: '1.625rem',
  lineHeight: 1.6,
  color: vars.color.muted,
  marginBottom: vars.space.lg,
});

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

export const verse = style({
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const verseText = style({
  fontFamily: quranFont,
  fontSize: 'clamp(1.5rem, 1.3rem + 0.9vw, 2rem)',
  lineHeight: 2.2,
  color: vars.color.text,
  margin: 0,
});

export const marker = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
});

export const translation = style({ marginTop: vars.space.sm, color: vars.color.muted, fontSize: vars.size.lead, lineHeight: 1.7 });

export const attribution = style({ fontSize: vars.size.small, color: vars.color.muted, textAlign: 'center', maxWidth: vars.width.text, marginInline: 'auto' });

export const wholeSurah = style({ textAlign: 'center', marginTop: vars.space.md });
