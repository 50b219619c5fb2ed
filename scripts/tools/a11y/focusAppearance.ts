import { contrastRatio, type Rgb } from './contrast';

/** An RGBA image, four bytes a pixel, row after row (what a decoded screenshot is). */
export interface PixelImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** The control's unfocused box, in the image's pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface FocusAppearanceOptions {
  /** Contrast between a pixel's focused and unfocused colour for it to count as changed. */
  readonly minContrast?: number;
  /** Changed pixels in a row, across the edge, for that point of the edge to count as indicated. */
  readonly minThickness?: number;
  /** The share of the measured edge points that must be indicated. */
  readonly minShare?: number;
  /** How far outside the box an indicator may sit (an outline with an offset sits a few pixels out). */
  readonly outside?: number;
}

export interface FocusAppearance {
  readonly passes: boolean;
  /** Indicated edge points over measured ones, 0 to 1. */
  readonly share: number;
  /** Edge points measured: those whose whole band across the edge lies inside the images. */
  readonly measured: number;
}

/**
 * Whether a control's focus indicator is strong enough: compares the same area captured focused and
 * unfocused, and walks the box's edge one pixel at a time. At each point it looks along a band
 * across the edge (from `outside` pixels out to a quarter of the box's smaller side in, at least 4)
 * for a run of `minThickness` pixels whose colour changed by `minContrast`. The indicator passes
 * when `minShare` of the points have one. The band reaches inside so that a changed background
 * counts, and a quarter of the way in so that an outline bending around a rounded corner is still
 * crossed; a change deeper inside (text colour alone) does not count.
 */
export function focusAppearance(focused: PixelImage, unfocused: PixelImage, box: Box, options: FocusAppearanceOptions = {}): FocusAppearance {
  const { minContrast = 3, minThickness = 2, minShare = 0.75, outside = 8 } = options;
  if (focused.width !== unfocused.width || focused.height !== unfocused.height) throw new Error('The two captures differ in size');
  const { width, height } = focused;
  const colourAt = ({ data }: PixelImage, x: number, y: number): Rgb => {
    const index = (y * width + x) * 4;
    const [red, green, blue] = [data[index], data[index + 1], data[index + 2]];
    if (red === undefined || green === undefined || blue === undefined) throw new Error(`The capture holds fewer bytes than its ${width}×${height} pixels need`);
    return [red, green, blue];
  };
  const changed = (x: number, y: number) => contrastRatio(colourAt(focused, x, y), colourAt(unfocused, x, y)) >= minContrast;
  const left = Math.round(box.x);
  const top = Math.round(box.y);
  const right = left + Math.max(1, Math.round(box.width)) - 1;
  const bottom = top + Math.max(1, Math.round(box.height)) - 1;
  const inside = Math.max(4, Math.floor(Math.min(right - left + 1, bottom - top + 1) / 4));
  const inImage = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;

  let measured = 0;
  let indicated = 0;
  /** One edge point: its band runs from (x, y) `steps` pixels in the direction (dx, dy). */
  const band = (x: number, y: number, dx: number, dy: number, steps: number) => {
    if (!inImage(x, y) || !inImage(x + dx * (steps - 1), y + dy * (steps - 1))) return;
    measured++;
    let run = 0;
    for (let step = 0; step < steps; step++) {
      run = changed(x + dx * step, y + dy * step) ? run + 1 : 0;
      if (run >= minThickness) {
        indicated++;
        return;
      }
    }
  };
  const steps = outside + inside;
  for (let x = left; x <= right; x++) {
    band(x, top - outside, 0, 1, steps);
    band(x, bottom + outside, 0, -1, steps);
  }
  for (let y = top; y <= bottom; y++) {
    band(left - outside, y, 1, 0, steps);
    band(right + outside, y, -1, 0, steps);
  }
  const share = measured ? indicated / measured : 0;
  return { passes: measured > 0 && share >= minShare, share, measured };
}
