import { createGlobalTheme } from '@vanilla-extract/css';

/** Colours meet WCAG AA on the surfaces they are used on (text on surface ≥ 4.5:1). */
export const vars = createGlobalTheme(':root', {
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
    focus: '#1a56db',
    success: '#146c2e',
    danger: '#b42318',
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
});

export const breakpoints = {
  /** SPEC.md: the mobile layout applies below 768 px. */
  desktop: 'screen and (min-width: 768px)',
  wide: 'screen and (min-width: 1024px)',
} as const;
