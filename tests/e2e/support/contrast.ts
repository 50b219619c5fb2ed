import { focusAppearance, type Box, type PixelImage } from '../../../scripts/tools/a11y/focusAppearance';

/**
 * How much of a control's outline its focused state changes enough: the test behind WCAG 2.4.13's
 * "a perimeter at least 2 px thick, at 3:1 against the unfocused state", measured as the audit
 * measures it (`scripts/tools/a11y/focusAppearance.ts`). Both screenshots show the same area, the
 * control plus a margin of 8 px; `coverage` is the share of the points of the control's edge where
 * a run of at least 2 px across the edge changed colour by 3:1 or more.
 */
export function ringChange(unfocused: PixelImage, focused: PixelImage, box: Box): { coverage: number } {
  return { coverage: focusAppearance(focused, unfocused, box).share };
}
