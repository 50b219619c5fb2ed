import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css';
import { control } from '../../ui/formFields.css';
import { plainList } from '../../theme/shared.css';

/** Under another section (the page's introduction), the form follows closely rather than a double gap away. */
export const sectionAfterSection = style({ selectors: { 'section + &': { paddingTop: vars.space.md } } });

export const alone = style({ maxWidth: '820px' });

export const withDetails = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [breakpoints.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const heading = style({ marginBottom: vars.space.sm });

export const intro = style({ color: vars.color.muted });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.lg } },
});

export const note = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.size.small, color: vars.color.muted });

export const wide = style({ gridColumn: '1 / -1' });

/** The message box is 150 px high: room for a few lines before it scrolls. */
export const message = style([control, { height: '150px', resize: 'vertical' }]);

export const outcome = style({ marginTop: vars.space.md, selectors: { '&:empty': { marginTop: 0 } } });

const box = {
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  borderInlineStart: '4px solid',
} as const;

export const success = style({ ...box, background: vars.color.primarySoft, borderColor: vars.color.success });

export const notice = style({ ...box, background: vars.color.surfaceAlt, borderColor: vars.color.gold });

export const failure = style({ ...box, background: vars.color.dangerSoft, borderColor: vars.color.danger });

globalStyle(`${success} p, ${notice} p:first-child, ${failure} p:first-child`, { fontWeight: 600 });
globalStyle(`${success} p:last-child`, { margin: 0 });

export const alternatives = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });

export const details = style({
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  '@media': { [breakpoints.desktop]: { padding: vars.space.xl } },
});

export const detailsHeading = style({ fontSize: vars.size.h3 });

export const detailList = style([plainList, { display: 'grid', gap: vars.space.sm }]);

globalStyle(`${detailList} li`, { display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px', overflowWrap: 'anywhere' });

export const detailIcon = style({ flexShrink: 0, color: vars.color.primary });

/** While sending, the button keeps its focus but looks and acts unavailable. */
export const submit = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } } });
