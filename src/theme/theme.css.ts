import { createGlobalTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';

export { tokens } from './tokens';

export const vars = createGlobalTheme(':root', tokens);

export const breakpoints = {
  /** The phone layout applies below 768 px; tablets and wider get the desktop one. */
  desktop: 'screen and (min-width: 768px)',
  wide: 'screen and (min-width: 1024px)',
} as const;
