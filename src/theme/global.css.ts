import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

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

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: '2px',
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
