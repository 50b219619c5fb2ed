import { style } from '@vanilla-extract/css';
import { nastaliqFamilies } from '../../theme/nastaliq.css';
import { breakpoints, vars } from '../../theme/theme.css';
import { plainList } from '../../theme/shared.css';

/** A <search> element, which browsers older than it draw inline unless told otherwise. */
export const search = style({ display: 'block', maxWidth: vars.width.text, marginInline: 'auto' });

/** The box, the kind and the button side by side on a wide screen, one under another on a phone. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1fr minmax(10rem, auto) auto' } },
});

export const queryField = style({ minWidth: 0 });

export const submit = style({ minHeight: '48px' });

export const status = style({ maxWidth: vars.width.text, marginInline: 'auto', marginBlock: vars.space.md, color: vars.color.muted, minHeight: '1.5em' });

/**
 * The results come in after the page is drawn: the area keeps a screen's height from the start, so
 * nothing below it (the footer) moves in view as they arrive.
 */
export const resultsArea = style({ maxWidth: vars.width.text, marginInline: 'auto', minHeight: '70vh' });

export const results = style([plainList, { display: 'grid', gap: vars.space.lg, marginBottom: vars.space.lg }]);

export const result = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.md });

export const resultTitle = style({ fontSize: vars.size.lead, margin: 0 });

export const kind = style({ margin: `${vars.space.xs} 0`, fontSize: vars.size.small, fontWeight: 600, color: vars.color.muted });

export const excerpt = style({ margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' });

export const transliteration = style([excerpt, { fontStyle: 'italic' }]);

export const arabic = style({ margin: 0, fontSize: '1.5rem', lineHeight: 2 });

/** Nastaliq's letters climb and fall far from the line: a line height of its own, as the reader gives it. */
export const urdu = style({ margin: 0, fontFamily: `${nastaliqFamilies}, serif`, fontSize: '1.25rem', lineHeight: 2.6 });

export const help = style({ marginBottom: vars.space.lg });

export const sectionsHeading = style({ fontSize: vars.size.lead, marginTop: vars.space.lg });

export const sections = style([plainList, { display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' }]);

export const sectionName = style({ fontSize: vars.size.body, margin: `0 0 ${vars.space.xs}` });

export const sectionLinks = style([plainList, { display: 'grid', gap: vars.space.xs }]);

export const notSearched = style({ color: vars.color.muted, fontSize: vars.size.small });
