import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panel as sharedPanel, plainList, spreadRow, callout } from '../../theme/shared.css';
import { vars } from '../../theme/theme.css';

/** The owner's pages share their toolbar and quieter lines. */
export { muted, toolbar } from '../../ui/ownerTools.css';

export const panel = style([sharedPanel, { maxWidth: '52rem', marginInline: 'auto' }]);

export const heading = style({ margin: 0, fontSize: vars.size.h3 });

export const headingRow = style([
  spreadRow,
  {
    marginBottom: vars.space.md,
  },
]);

/** The outcome of the last delete or edit; in the page while empty, so it is announced when it fills. */
export const outcome = style([
  callout({ tone: 'success' }),
  { marginBottom: vars.space.md, fontWeight: 600, selectors: { '&:empty': { display: 'none' } } },
]);

export const limitNote = style({ margin: 0, marginBottom: vars.space.md });

export const list = style([plainList, { display: 'grid', gap: vars.space.md }]);

export const row = style([
  spreadRow,
  {
    gap: vars.space.md,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const rowText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, flex: '1 1 16rem' });

export const rowTitle = style({ margin: 0, fontSize: vars.size.body, overflowWrap: 'anywhere' });

export const rowMeta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.size.small, color: vars.color.muted });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = recipe({
  base: { fontWeight: 700 },
  variants: {
    status: {
      Active: { color: vars.color.success },
      Expired: { color: vars.color.danger },
    },
  },
});

export const dangerButton = style({
  background: vars.color.danger,
  color: vars.color.onPrimary,
  selectors: { '&:hover': { background: vars.color.dark, color: vars.color.onDark } },
});

/** While a delete or a save is under way the button keeps its focus but looks and acts unavailable. */
export const busyButton = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } } });

/** Room round the dialog's content; the card itself is the shared modal's. */
export const dialog = style({ padding: vars.space.lg });

export const dialogHeading = style({ marginTop: 0, fontSize: vars.size.h3 });

export const dialogText = style({ overflowWrap: 'anywhere' });

export const preview = style({ width: '12rem', maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });

/** The damaged entries, set apart from the blogs below a rule. */
export const damaged = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });

/** What is wrong with a damaged entry. */
export const problem = style({ margin: 0, overflowWrap: 'anywhere' });
