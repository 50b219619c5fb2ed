import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { spreadRow } from '../../theme/shared.css';

export const label = style({
  textAlign: 'center',
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: vars.size.small,
  fontWeight: 700,
  color: vars.color.accent,
  marginBottom: vars.space.xs,
});

export const note = style({ textAlign: 'center', fontSize: vars.size.small, color: vars.color.muted });

export const message = style({
  textAlign: 'center',
  color: vars.color.muted,
  marginBlock: vars.space.lg,
  selectors: { '&:empty': { margin: 0 } },
});

export const media = style({ position: 'relative' });

export const image = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.surfaceAlt });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, padding: vars.space.lg });

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const preview = style({ color: vars.color.muted, margin: 0, overflowWrap: 'anywhere' });

export const readMore = style({ alignSelf: 'flex-start', marginTop: 'auto' });

export const footer = style([
  spreadRow,
  {
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderTop: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceAlt,
    fontSize: vars.size.small,
  },
]);

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, color: vars.color.muted });

export const metaAuthor = style({ fontWeight: 600, color: vars.color.text });

export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.size.small,
    fontWeight: 700,
    lineHeight: 1.5,
    selectors: { '&::before': { content: '""', width: '0.5em', height: '0.5em', borderRadius: '50%', background: 'currentColor' } },
  },
  variants: {
    status: {
      Active: { color: vars.color.success, background: vars.color.successSoft },
      Expired: { color: vars.color.danger, background: vars.color.dangerSoft },
    },
    placement: {
      inline: {},
      overlay: { position: 'absolute', top: vars.space.sm, insetInlineEnd: vars.space.sm, boxShadow: vars.shadow.card },
    },
  },
  defaultVariants: { placement: 'inline' },
});

export const dialogHeader = style([
  spreadRow,
  {
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const dialogHeading = style({ margin: 0 });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.dark,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const dialogBody = style({ padding: vars.space.lg });

export const dialogTitle = style({ overflowWrap: 'anywhere' });

export const fullText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

/** The editor's confirmation after a save; in the page while empty, so it is announced when it fills. */
export const saved = style({
  maxWidth: vars.width.text,
  marginInline: 'auto',
  marginBlock: vars.space.md,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  fontWeight: 600,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});

/**
 * The place of the first post while the posts are on their way. Hidden when scripts cannot run: the
 * posts would never come, and the card would promise them.
 */
export const awaited = style({ '@media': { '(scripting: none)': { display: 'none' } } });

/** Lines where a post's title and preview will be: shapes only, in the card's quiet colour. */
export const awaitedLine = recipe({
  base: { height: '0.9em', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt },
  variants: {
    length: { title: { width: '60%', height: '1.3em' }, full: { width: '100%' }, part: { width: '75%' } },
  },
});
