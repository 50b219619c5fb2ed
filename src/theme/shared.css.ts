import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { breakpoints, vars } from './theme.css';

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

export const section = style({
  paddingBlock: vars.space.xl,
  '@media': { [breakpoints.desktop]: { paddingBlock: vars.space.xxl } },
});

export const sectionHeading = style({ textAlign: 'center', marginBottom: vars.space.lg });

export const sectionIntro = style({
  textAlign: 'center',
  color: vars.color.muted,
  maxWidth: vars.width.text,
  marginInline: 'auto',
  marginBottom: vars.space.xl,
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
        selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)', color: vars.color.onPrimary } },
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

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
