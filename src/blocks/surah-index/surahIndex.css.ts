import { style } from '@vanilla-extract/css';
import { focusRing, ringOnContainer, surface } from '../../theme/shared.css';
import { breakpoints, vars } from '../../theme/theme.css';
import { control } from '../../ui/formFields.css';

export const continueRow = style({ textAlign: 'center', margin: `0 0 ${vars.space.lg}` });


export const continueLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover, textDecoration: 'underline' } },
});

export const search = style({ maxWidth: '560px', marginInline: 'auto', marginBottom: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

/**
 * The search field: the site's text field (its border stands out 3:1 from the page, as a field's
 * edge must), larger, as the one thing the index asks for.
 */
export const input = style([control, { minHeight: '48px', borderWidth: '2px', borderRadius: vars.radius.md, fontSize: vars.size.body }]);

export const count = style({ margin: 0, textAlign: 'center', color: vars.color.muted, fontSize: vars.size.small });

export const none = style({ textAlign: 'center', padding: vars.space.lg, background: vars.color.surfaceAlt, borderRadius: vars.radius.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' } },
});

/** The whole row is the link's target (its ::after covers it); the ring goes round the row. */
export const item = style([
  surface,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gridTemplateAreas: '"number names arabic" "number facts facts"',
    alignItems: 'center',
    columnGap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    // 114 rows, each with a name in shaped Arabic: only those on screen are laid out, the others
    // keep an estimate, then the size they last had (as a surah's ayat do).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 5.5rem',
    selectors: { '&:has(:focus-visible)': focusRing },
  },
]);

export const number = style({
  gridArea: 'number',
  display: 'grid',
  placeItems: 'center',
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 700,
});

export const names = style({ gridArea: 'names', display: 'grid', minWidth: 0 });

export const link = style([
  ringOnContainer,
  {
    color: vars.color.primary,
    fontWeight: 700,
    textDecoration: 'none',
    selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' }, '&:hover': { textDecoration: 'underline' } },
  },
]);

export const meaning = style({ color: vars.color.muted, fontSize: vars.size.small });

export const arabic = style({ gridArea: 'arabic', fontSize: vars.size.h3, color: vars.color.text });

export const facts = style({ gridArea: 'facts', color: vars.color.muted, fontSize: vars.size.small });

export const keep = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, marginTop: vars.space.xl, textAlign: 'center' });

export const keepStatus = style({ margin: 0, color: vars.color.muted, maxWidth: vars.width.text });
