import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, vars, type tokens } from './theme.css';

/**
 * The focus ring's two tones, as names of the theme's colours (tests/unit/theme/focusRing.test.ts
 * measures each against the surfaces it is drawn on). Its line must differ from the surface around
 * the control by 3:1 over its full 3 px: a dark line vanishes on the dark bands, the footer and the
 * book viewer's bar, and there the 2 px of white halo left between it and the control were all that
 * changed, too thin to count once antialiased. So those surfaces turn the ring over: a light line
 * over a dark halo. The halo keeps the line apart from a control of the line's own tone.
 */
export const ringTones = {
  light: { line: 'focus', halo: 'focusHalo' },
  dark: { line: 'onDark', halo: 'dark' },
} as const satisfies Record<string, { line: keyof typeof tokens.color; halo: keyof typeof tokens.color }>;

const ringLine = createVar();
const ringHalo = createVar();

/**
 * For the style of an element that paints a dark background behind controls: the rings of
 * everything inside it take the dark surface's tones. Its vars are inherited, so a light panel
 * inside such an element would need the light tones back.
 */
export const ringOnDark = {
  vars: { [ringLine]: vars.color[ringTones.dark.line], [ringHalo]: vars.color[ringTones.dark.halo] },
} as const;

/**
 * The focus ring, for the global `:focus-visible` rule and for the few places that show it on
 * another element than the focused one (a styled label over a hidden radio, a card around its link).
 * On light surfaces a dark line over a white halo, on dark ones (`ringOnDark`) a light line over a
 * dark halo. The line is an outline, not a shadow, because Windows contrast themes drop shadows but
 * paint outlines in their own colours: there the line is the whole ring.
 */
export const focusRing = {
  outline: `${vars.ring.width} solid ${fallbackVar(ringLine, vars.color[ringTones.light.line])}`,
  outlineOffset: vars.ring.offset,
  boxShadow: `0 0 0 ${vars.ring.halo} ${fallbackVar(ringHalo, vars.color[ringTones.light.halo])}`,
} as const;

/** The ring's halo colour where it is drawn, for a component that paints the halo itself. */
export const ringHaloColor = fallbackVar(ringHalo, vars.color[ringTones.light.halo]);

/**
 * Marks a control whose ring is drawn by its container (a whole card that is one link): the global
 * rule leaves the control itself alone, and the container shows `focusRing` with `:has(:focus-visible)`.
 */
export const ringOnContainer = style({});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const container = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [breakpoints.desktop]: { paddingInline: vars.space.lg } },
});

/** A block's band across the page: room above and below, and a soft colour behind it when tinted, to set it apart from its neighbours. */
export const section = recipe({
  base: {
    paddingBlock: vars.space.xl,
    '@media': { [breakpoints.desktop]: { paddingBlock: vars.space.xxl } },
  },
  variants: {
    tone: {
      plain: {},
      tinted: { background: vars.color.surfaceAlt },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const sectionHeading = style({ textAlign: 'center', marginBottom: vars.space.lg });

export const sectionIntro = style({
  textAlign: 'center',
  color: vars.color.muted,
  maxWidth: vars.width.text,
  marginInline: 'auto',
  marginBottom: vars.space.xl,
});

/** The raised white surface that cards and panels stand on. */
export const surface = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

/** A card whose picture runs to its edges; it fills its grid cell, so the cards of a row end level. */
export const mediaCard = style([surface, { display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }]);

/** A card that is one big link rises a little under the pointer; not for visitors who asked for less motion. */
export const liftOnHover = style({
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  selectors: { '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.raised } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

/** A form or reading panel: more room inside on wider screens. */
export const panel = style([surface, { padding: vars.space.lg, '@media': { [breakpoints.desktop]: { padding: vars.space.xl } } }]);

/** A row of things pushed to its two ends (a title and its actions), wrapping onto more lines on a phone. */
export const spreadRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** A short message set off from the text by a coloured rule at its start: a limit reached, an outcome. */
export const callout = recipe({
  base: { margin: 0, padding: vars.space.md, borderInlineStart: '4px solid', borderRadius: vars.radius.sm },
  variants: {
    tone: {
      attention: { borderInlineStartColor: vars.color.accent, background: vars.color.surfaceAlt },
      success: { borderInlineStartColor: vars.color.success, background: vars.color.primarySoft },
    },
  },
});

/** A list drawn as a layout (a grid of cards, a row of links), without bullets or the list's indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A list of cards: one column on phones, two from tablets, and `columns` on wide screens. */
export const cardGrid = recipe({
  base: [
    plainList,
    {
      display: 'grid',
      gap: vars.space.lg,
      '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
    },
  ],
  variants: {
    columns: {
      2: {},
      3: { '@media': { [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
      4: { '@media': { [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
    },
  },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontFamily: vars.font.body,
    fontSize: vars.size.body,
    fontWeight: 600,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover': { background: vars.color.primaryHover, color: vars.color.onPrimary } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.primaryHover } },
      },
      outlineLight: {
        background: 'transparent',
        color: vars.color.onPrimary,
        borderColor: vars.color.onPrimary,
        selectors: { '&:hover': { background: vars.overlay.hoverOnDark, color: vars.color.onPrimary } },
      },
      light: {
        background: vars.color.surface,
        color: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.primaryHover } },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});
