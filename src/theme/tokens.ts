/**
 * The theme's values, also readable as plain strings (the unit tests measure contrasts from them).
 * Colours meet WCAG AA on the surfaces they are used on (text on surface ≥ 4.5:1).
 */
export const tokens = {
  color: {
    primary: '#0b5e42',
    primaryHover: '#084a34',
    primarySoft: '#e3f1ea',
    accent: '#8a5a00',
    gold: '#c99a2e',
    text: '#1c2321',
    muted: '#4a5551',
    surface: '#ffffff',
    surfaceAlt: '#f7f4ec',
    border: '#ddd6c4',
    onPrimary: '#ffffff',
    dark: '#10231c',
    onDark: '#f3efe4',
    onDarkMuted: '#c9d3cd',
    /**
     * The focus ring's two tones: a dark line and a white halo, 16:1 apart, so every colour (a
     * theme background or a photo) is at least 4:1 from one of them. tests/unit/focusContrast.test.ts
     * measures both against every colour of the theme.
     */
    focus: '#10231c',
    focusHalo: '#ffffff',
    success: '#146c2e',
    successSoft: '#e6f4ea',
    danger: '#b42318',
    dangerSoft: '#fdecea',
  },
  /** See-through colours, laid over the dark backgrounds. */
  overlay: {
    /** A light wash over a control on a dark or coloured background, while the pointer is on it. */
    hoverOnDark: 'rgba(255, 255, 255, 0.12)',
    /** A hairline between parts of the dark footer. */
    ruleOnDark: 'rgba(243, 239, 228, 0.16)',
  },
  /**
   * Soft backgrounds with a dark text colour of the same hue (at least 7:1 on it), for labels that
   * tell kinds apart (the team's roles). The hue is a second cue, never the only one.
   */
  tint: {
    green: { background: '#dcefe5', text: '#0b5e42' },
    gold: { background: '#f6ead0', text: '#7a4f00' },
    teal: { background: '#d8ecea', text: '#0f4d4a' },
    rose: { background: '#f6dfe1', text: '#8c2f3c' },
    indigo: { background: '#e1e3f5', text: '#34378c' },
    sand: { background: '#efe6d2', text: '#6b4423' },
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", "Noto Serif", serif',
  },
  size: {
    small: '0.875rem',
    body: '1rem',
    lead: '1.125rem',
    h3: '1.25rem',
    h2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
    h1: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
  },
  radius: { sm: '6px', md: '12px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 35, 28, 0.06), 0 4px 16px rgba(16, 35, 28, 0.08)',
    raised: '0 8px 28px rgba(16, 35, 28, 0.18)',
  },
  width: { content: '1200px', text: '72ch' },
  /** What a modal dialog lays over the page behind it: the theme's dark green, so the dialog stands out. */
  scrim: { dialog: 'rgba(16, 35, 28, 0.6)', viewer: 'rgba(16, 35, 28, 0.78)' },
  /**
   * The focus ring: a `width` dark line `offset` from the control, over a white halo reaching `halo`
   * from it. With the usual 2 px offset the halo fills the gap (2 px white, then 3 px dark); a
   * control that moves its ring to 0 or -3 px still shows at least 2 px of each tone.
   */
  ring: { width: '3px', offset: '2px', halo: '5px' },
};

/**
 * The colours of the generated artwork (scripts/tools/artwork): the theme's own, so the pictures and the
 * pages agree, and the few that only pictures use (wood, paper, lighter golds and teals).
 */
export const artworkPalette = {
  green: tokens.color.primary,
  greenDeep: tokens.color.primaryHover,
  night: tokens.color.dark,
  gold: tokens.color.gold,
  goldLight: '#e2c275',
  cream: tokens.color.surfaceAlt,
  paper: '#fffbf2',
  sand: '#e9dfc7',
  teal: '#1d6f6a',
  tealDeep: tokens.tint.teal.text,
  tealLight: '#8cc3b8',
  woodDark: tokens.tint.sand.text,
  wood: '#8f5e30',
  woodLight: '#b57e45',
} as const;
