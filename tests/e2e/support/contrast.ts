import type { PixelImage } from '../../../scripts/tools/a11y/focusAppearance';
import { contrastRatio, type Rgb } from '../../../scripts/tools/a11y/contrast';

/** A decoded screenshot: `width × height` pixels, four bytes (RGBA) each, row by row. */
type Pixels = PixelImage;

function pixelAt(image: Pixels, x: number, y: number): Rgb {
  const index = (y * image.width + x) * 4;
  return [image.data[index]!, image.data[index + 1]!, image.data[index + 2]!];
}

/** Where the control is in the screenshots, in their pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RingOptions {
  /** The change must be this many pixels thick across the control's outline (2.4.13: 2 CSS px). */
  thickness?: number;
  /** Contrast between a pixel's focused and unfocused colour to count as changed (2.4.13: 3:1). */
  minRatio?: number;
}

export interface RingResult {
  /** How many points of the control's outline were probed. */
  probes: number;
  /** Of those, how many cross a change at least `thickness` thick. */
  passing: number;
  /** passing / probes. */
  coverage: number;
}

/**
 * How much of a control's outline its focused state changes enough: the test behind WCAG 2.4.13's
 * "a perimeter at least 2 px thick, at 3:1 against the unfocused state".
 *
 * Both screenshots show the same area, the control plus a margin. From every pixel of the control's
 * bounding box outline a probe runs across the outline: it starts at the edge of the screenshot
 * (outside the control) and ends on the control's core, the point or line its rounded ends curve
 * around (the centre of a circle, the middle line of a pill), so it crosses the control's own edge
 * square on along its straight sides and radially along its curves. Along the probe, one sample a
 * pixel, a sample is changed when its focused and unfocused colours are `minRatio` or more apart. A
 * probe passes when it crosses a run of at least `thickness` changed samples: a ring drawn outside
 * the control, inside it, or on its border all count. `coverage` is the share of probes that pass.
 */
export function ringChange(unfocused: Pixels, focused: Pixels, box: Box, options: RingOptions = {}): RingResult {
  const thickness = options.thickness ?? 2;
  const minRatio = options.minRatio ?? 3;
  if (unfocused.width !== focused.width || unfocused.height !== focused.height) throw new Error('The two screenshots differ in size');
  const { width, height } = focused;
  const changed = (x: number, y: number) => contrastRatio(pixelAt(unfocused, x, y), pixelAt(focused, x, y)) >= minRatio;

  // The core: a point for a square or circle, else the middle line between the centres of the ends.
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  const half = Math.abs(box.width - box.height) / 2;
  const core = (x: number, y: number): [number, number] =>
    box.width >= box.height ? [Math.min(Math.max(x, centreX - half), centreX + half), centreY] : [centreX, Math.min(Math.max(y, centreY - half), centreY + half)];

  const outline: [number, number][] = [];
  const [left, top, right, bottom] = [box.x, box.y, box.x + box.width, box.y + box.height];
  for (let x = Math.ceil(left); x < right; x++) outline.push([x + 0.5, top], [x + 0.5, bottom]);
  for (let y = Math.ceil(top); y < bottom; y++) outline.push([left, y + 0.5], [right, y + 0.5]);

  let passing = 0;
  for (const [edgeX, edgeY] of outline) {
    const [coreX, coreY] = core(edgeX, edgeY);
    let directionX = edgeX - coreX;
    let directionY = edgeY - coreY;
    const length = Math.hypot(directionX, directionY) || 1;
    directionX /= length;
    directionY /= length;
    // Walk outwards from the edge to the screenshot's border, then start the probe there.
    let outside = 0;
    for (;;) {
      const x = Math.floor(edgeX + directionX * (outside + 1));
      const y = Math.floor(edgeY + directionY * (outside + 1));
      if (x < 0 || y < 0 || x >= width || y >= height) break;
      outside++;
    }
    let run = 0;
    let longest = 0;
    for (let step = -outside; step <= length; step++) {
      const x = Math.floor(edgeX + directionX * -step);
      const y = Math.floor(edgeY + directionY * -step);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      run = changed(x, y) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest >= thickness) passing++;
  }
  return { probes: outline.length, passing, coverage: outline.length ? passing / outline.length : 0 };
}
