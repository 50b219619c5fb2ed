import { globalStyle } from '@vanilla-extract/css';
import { nastaliqFamilies } from './nastaliq.css';
import { focusRing, ringOnContainer } from './shared.css';
import { vars } from './theme.css';
import { tokens } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The scroll padding that keeps focus clear of the sticky header and the chat button lives with
// them, in src/layout/shellMetrics.css.ts.
globalStyle('html', { WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.body,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.surface,
  // A word longer than its line (an email address at twice the text size) wraps instead of
  // pushing the page sideways.
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: 1.2,
  color: vars.color.dark,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle('h1', { fontSize: vars.size.h1 });
globalStyle('h2', { fontSize: vars.size.h2 });
globalStyle('h3', { fontSize: vars.size.h3 });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });

globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.primaryHover });

globalStyle('img, svg', { maxWidth: '100%', height: 'auto', display: 'block' });

// Every focused element gets the ring's line (dark, or light on a dark surface). Elements focused
// only by script (tabindex="-1": the main landmark after the skip link, a heading or status line
// after an action) are not controls; a component may turn their line off.
globalStyle(':focus-visible', { outline: focusRing.outline, outlineOffset: focusRing.outlineOffset });

// Controls get the whole ring, and no component's own outline colour or shadow may hide it (the
// chat button's shadow). Components may still move it with outline-offset: the halo reaches past
// the line at any offset from -3 px to 2 px.
globalStyle(`:focus-visible:not([tabindex="-1"], ${ringOnContainer})`, {
  outline: `${focusRing.outline} !important`,
  boxShadow: `${focusRing.boxShadow} !important`,
  '@media': {
    // Contrast themes drop the halo and recolour the line; it takes the theme's highlight colour.
    '(forced-colors: active)': { outlineColor: 'Highlight !important' },
  },
});

globalStyle('[lang="ar"]', { fontFamily: '"Amiri Quran", "Noto Naskh Arabic", serif' });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

// An island's wrapper element adds no box of its own: the block inside lays out as if it were not there.
globalStyle('site-island', { display: 'contents' });

// Pages in Urdu are set in Nastaliq: every text that takes the theme's faces (body, headings, the
// buttons') takes it there, with the Latin faces after it for the odd Latin letter. Nastaliq's
// letters climb and fall far from the line: they span 2.5 times the font size from top to bottom
// (as the browser measures their box), so lines are 2.6 high (a shorter line makes a link's box
// overlap the line below, where a pointer or the focus check finds the next line's link), and a
// size a step up reads as comfortably as the Latin text. The face is declared for every page but
// fetched only where text uses it, so English pages load no Urdu font.
globalStyle('html[data-font="nastaliq"]', {
  vars: { [vars.font.body]: `${nastaliqFamilies}, ${tokens.font.body}`, [vars.font.heading]: `${nastaliqFamilies}, ${tokens.font.heading}` },
});
globalStyle('html[data-font="nastaliq"] body', { fontSize: '1.0625rem', lineHeight: 2.6 });
// Nastaliq is set in its one weight: a heading stands out by its size, as in Urdu print, and the
// page downloads one face of 114 KB rather than two.
globalStyle('html[data-font="nastaliq"] :is(h1, h2, h3, h4, h5, h6)', { lineHeight: 1.9, fontWeight: 400 });
// English words inside an Urdu page keep the Latin face and its line height.
globalStyle('html[data-font="nastaliq"] [lang="en"]', { fontFamily: tokens.font.body, lineHeight: 1.6 });
