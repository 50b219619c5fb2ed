import { describe, expect, it } from 'vitest';
import { focusAppearance, type Box, type PixelImage } from '../../../../scripts/tools/a11y/focusAppearance';

type Colour = readonly [number, number, number];
const white: Colour = [255, 255, 255];
const navy: Colour = [0, 40, 100];
const paleGrey: Colour = [220, 220, 220];

/** A 100×60 image of one colour, with `paint` choosing other colours pixel by pixel. */
function image(paint: (x: number, y: number) => Colour | undefined = () => undefined, background: Colour = white): PixelImage {
  const width = 100;
  const height = 60;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = paint(x, y) ?? background;
      data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const box: Box = { x: 20, y: 15, width: 60, height: 30 };

/** A rectangular ring `thickness` pixels thick, `offset` pixels outside the box. */
const ring = (offset: number, thickness: number, colour: Colour, sides = { top: true, bottom: true, left: true, right: true }) => (x: number, y: number) => {
  const [left, top, right, bottom] = [box.x - offset, box.y - offset, box.x + box.width - 1 + offset, box.y + box.height - 1 + offset];
  const outer = x > left - thickness && x < right + thickness && y > top - thickness && y < bottom + thickness;
  if (!outer || (x >= left && x <= right && y >= top && y <= bottom)) return undefined;
  const onSide = (sides.top && y < top) || (sides.bottom && y > bottom) || (sides.left && x < left) || (sides.right && x > right);
  return onSide ? colour : undefined;
};

describe('focusAppearance', () => {
  const unfocused = image();

  it('passes a 3 px outline 2 px outside the box', () => {
    const result = focusAppearance(image(ring(2, 3, navy)), unfocused, box);
    expect(result.passes).toBe(true);
    expect(result.share).toBeGreaterThan(0.95);
  });

  it('fails a 1 px outline: too thin', () => {
    expect(focusAppearance(image(ring(2, 1, navy)), unfocused, box)).toMatchObject({ passes: false, share: 0 });
  });

  it('fails a thick ring of too little contrast with what was there', () => {
    expect(focusAppearance(image(ring(2, 4, paleGrey)), unfocused, box).passes).toBe(false);
  });

  it('fails when nothing changes', () => {
    expect(focusAppearance(unfocused, unfocused, box)).toMatchObject({ passes: false, share: 0 });
  });

  it('passes a background that fills the control with a contrasting colour', () => {
    const filled = image((x, y) => (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height ? navy : undefined));
    expect(focusAppearance(filled, unfocused, box).passes).toBe(true);
  });

  it('fails an underline alone: most of the perimeter is unchanged', () => {
    const underline = ring(1, 3, navy, { top: false, bottom: true, left: false, right: false });
    const result = focusAppearance(image(underline), unfocused, box);
    expect(result.passes).toBe(false);
    expect(result.share).toBeLessThan(0.5);
  });

  it('fails a change deep inside the control only (its text turning another colour)', () => {
    const text = image((x, y) => (x >= 40 && x < 60 && y >= 27 && y < 33 ? navy : undefined));
    expect(focusAppearance(text, unfocused, box).passes).toBe(false);
  });

  it('passes an outline that follows a pill-shaped control around its rounded ends', () => {
    const radius = box.height / 2;
    const pill = (x: number, y: number): Colour | undefined => {
      // Distance from the pill's straight centre line, less its radius: how far outside its edge (x, y) is.
      const nearestX = Math.min(Math.max(x + 0.5, box.x + radius), box.x + box.width - radius);
      const distance = Math.hypot(x + 0.5 - nearestX, y + 0.5 - (box.y + radius)) - radius;
      return distance >= 2 && distance < 5 ? navy : undefined;
    };
    expect(focusAppearance(image(pill), unfocused, box).passes).toBe(true);
  });

  it('measures only the edge points whose band lies inside the capture', () => {
    const atEdge: Box = { x: 0, y: 15, width: 60, height: 30 };
    const outline = (x: number, y: number): Colour | undefined =>
      (x >= 62 && x < 65 && y >= 13 && y < 48) || (x < 65 && ((y >= 10 && y < 13) || (y >= 47 && y < 50))) ? navy : undefined;
    const result = focusAppearance(image(outline), unfocused, atEdge);
    expect(result.passes).toBe(true);
    // The left edge's bands would start 8 px left of the image: not measured.
    expect(result.measured).toBeLessThan(2 * 60 + 2 * 30);
  });

  it('refuses captures of different sizes', () => {
    const small: PixelImage = { width: 1, height: 1, data: new Uint8Array(4) };
    expect(() => focusAppearance(small, unfocused, box)).toThrow(/differ/);
  });
});
