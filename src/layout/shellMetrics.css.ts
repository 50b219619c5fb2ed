import { createVar, globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * The room the shell's floating parts take at the edges of the window, each declared once and read
 * both by the part itself and by the page's scroll padding: whatever scrolls into view (a focused
 * control, a #fragment target) stops clear of the sticky header above and the chat button below.
 */

/**
 * The sticky header's height, border included. The header is one row at every width (the menu
 * only sits inline from `menuInline`; below, it is behind the Menu button), and its row is as tall
 * as the site's name on two lines, the most it wraps to: so the header is exactly this tall
 * whatever the width, and in rem it grows with the visitor's text size.
 */
export const headerHeight = createVar();

/** The chat button's footprint from the bottom of the window: its 56 px, its gap, the home bar. */
export const chatFootprint = createVar();

/** The focus ring's width and offset, with room to spare, so no part of the ring is left under either. */
const focusRingRoom = '12px';

globalStyle(':root', {
  vars: {
    [headerHeight]: `calc(2 * 1.2 * ${vars.size.h3} + 3px + 2 * ${vars.space.sm} + 1px)`,
    [chatFootprint]: `calc(${vars.space.md} + 56px + env(safe-area-inset-bottom, 0px))`,
  },
});

globalStyle('html', {
  scrollPaddingTop: `calc(${headerHeight} + ${focusRingRoom})`,
  scrollPaddingBottom: `calc(${chatFootprint} + ${focusRingRoom})`,
});

/**
 * From this width the whole menu fits in the header's row beside the site's name (on two lines at
 * worst); below it, the row would wrap, so the menu is behind the Menu button instead. In em, so a
 * larger text size moves it with the text.
 */
export const menuInline = 'screen and (min-width: 72em)';
