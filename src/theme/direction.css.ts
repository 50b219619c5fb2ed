import { createVar, globalStyle } from '@vanilla-extract/css';

/**
 * What follows the writing direction where CSS has no logical property for it. The Urdu pages are
 * right to left (`<html dir="rtl">`), the others left to right, and a part of a page may set its own
 * `dir`; custom properties inherit, so each element reads the values of its nearest `dir`.
 */

/**
 * 1 left to right, -1 right to left: multiplies a sideways offset that must lean towards where lines
 * start (a shadow's x, a gradient's tilt), which transforms, shadows and gradient angles only take
 * in physical terms.
 */
export const inlineSign = createVar();

/**
 * The window's unsafe margin (a notch, a rounded corner) at the side where lines start, and where
 * they end: `env()` only names the physical sides, and a floating control at the end of the line
 * sits on the left of the window in right-to-left pages.
 */
export const safeAreaInlineStart = createVar();
export const safeAreaInlineEnd = createVar();

// The physical names are the point here: this is where they are mapped to the logical sides.
/* eslint-disable no-restricted-syntax */
globalStyle(':root, [dir="ltr"]', {
  vars: {
    [inlineSign]: '1',
    [safeAreaInlineStart]: 'env(safe-area-inset-left, 0px)',
    [safeAreaInlineEnd]: 'env(safe-area-inset-right, 0px)',
  },
});

globalStyle('[dir="rtl"]', {
  vars: {
    [inlineSign]: '-1',
    [safeAreaInlineStart]: 'env(safe-area-inset-right, 0px)',
    [safeAreaInlineEnd]: 'env(safe-area-inset-left, 0px)',
  },
});
/* eslint-enable no-restricted-syntax */
