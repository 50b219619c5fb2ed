import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: ['100vh', '100dvh'],
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  // Off screen rather than hidden, so it stays first in the tab order and is read out.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', color: vars.color.onPrimary },
  },
});

export const main = style({
  flex: '1 0 auto',
  // The footer starts below the first screen, so content that arrives after hydration (the Quran
  // reader's surahs, the blog editor after its sign-in check) never shifts what the visitor sees.
  minHeight: ['100vh', '100svh'],
  // Focus lands here only programmatically (skip link, navigation); the content is not a control.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/**
 * The blocks after a page's first two, which start below a phone's first screen, are laid out and
 * painted only as they come near the screen, and keep the size they last had after that. Laying
 * out a whole page at once held a throttled phone's first paint back, and again when a web font
 * arrived (Urdu's Nastaliq, whose shaping costs about twice a Latin face's). Focus, an anchor or
 * find-in-page draws a block at once; a block's own estimate only sets the scrollbar's length.
 */
globalStyle(`${main} > :nth-child(n + 3)`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' });
