import { describe, expect, test } from 'vitest';
import { tokens } from '../../../src/theme/theme.css';
import { blend, contrastRatio, parseHex, type Rgb } from '../../../scripts/tools/a11y/contrast';

/**
 * The focus ring is a dark line (`color.focus`) over a white halo (`color.focusHalo`). On any
 * background one of the two must stand out by 3:1 or more, in a band at least 2 px thick, and that
 * at every outline offset a component uses (2 px by default, 0 for the chat button, -3 px for the
 * book viewer's toolbar buttons).
 */
const line = parseHex(tokens.color.focus);
const halo = parseHex(tokens.color.focusHalo);
const px = (value: string) => {
  const match = /^(-?\d+(?:\.\d+)?)px$/.exec(value);
  if (!match) throw new Error(`Not a px length: ${value}`);
  return Number(match[1]);
};
const lineWidth = px(tokens.ring.width);
const haloReach = px(tokens.ring.halo);

/** Thickest stretch of halo left uncovered by the line when the line sits `offset` px from the control. */
function haloShown(offset: number): number {
  const lineStart = offset;
  const lineEnd = offset + lineWidth;
  const before = Math.max(0, Math.min(lineStart, haloReach));
  const after = Math.max(0, haloReach - Math.max(lineEnd, 0));
  return Math.max(before, after);
}

/** The better of the two tones against a background, counting only a tone that shows 2 px or more. */
function ringContrast(background: Rgb, offset: number): number {
  const lineRatio = lineWidth >= 2 ? contrastRatio(line, background) : 1;
  const haloRatio = haloShown(offset) >= 2 ? contrastRatio(halo, background) : 1;
  return Math.max(lineRatio, haloRatio);
}

const offsets = [px(tokens.ring.offset), 0, -3];

// Every colour of the theme: surfaces, bands, tints, and the text colours (a control may be filled with any).
const themeColours = [
  ...Object.entries(tokens.color).filter(([name]) => name !== 'focus' && name !== 'focusHalo'),
  ...Object.entries(tokens.tint).flatMap(([name, tint]) => [[`${name} tint`, tint.background], [`${name} tint text`, tint.text]]),
];

/** The see-through colours, each over the dark backgrounds they are laid on. */
const rgba = (value: string): [Rgb, number] => {
  const match = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (!match) throw new Error(`Not an rgba() colour: ${value}`);
  return [[Number(match[1]), Number(match[2]), Number(match[3])], Number(match[4])];
};
const overlaySamples: [string, Rgb][] = Object.entries(tokens.overlay).flatMap(([name, value]) => {
  const [colour, alpha] = rgba(value);
  return (['dark', 'primary'] as const).map((under): [string, Rgb] => [`${name} over ${under}`, blend(colour, alpha, parseHex(tokens.color[under]))]);
});

// The dark bands (hero, page header, call to action, order band) run a gradient from `primary` to
// `dark`, under a lattice of white lines at 9% opacity.
const bandSamples: [string, Rgb][] = [];
for (let step = 0; step <= 10; step++) {
  const mix = blend(parseHex(tokens.color.primary), step / 10, parseHex(tokens.color.dark));
  bandSamples.push([`band ${step * 10}% primary`, mix], [`band ${step * 10}% primary, lattice line`, blend([255, 255, 255], 0.09, mix)]);
}

describe('focus ring contrast', () => {
  test('the two tones are at least 9:1 apart, so any colour is 3:1 from one of them', () => {
    expect(contrastRatio(line, halo)).toBeGreaterThanOrEqual(9);
  });

  test('the line is at least 2 px wide and each offset leaves at least 2 px of halo', () => {
    expect(lineWidth).toBeGreaterThanOrEqual(2);
    for (const offset of offsets) expect(haloShown(offset), `offset ${offset}px`).toBeGreaterThanOrEqual(2);
  });

  test.each(themeColours)('stands out 3:1 on %s (%s)', (_name, hex) => {
    for (const offset of offsets) expect(ringContrast(parseHex(hex), offset)).toBeGreaterThanOrEqual(3);
  });

  test.each(overlaySamples)('stands out 3:1 on %s', (_name, colour) => {
    for (const offset of offsets) expect(ringContrast(colour, offset)).toBeGreaterThanOrEqual(3);
  });

  test.each(bandSamples)('stands out 3:1 on the dark band: %s', (_name, colour) => {
    for (const offset of offsets) expect(ringContrast(colour, offset)).toBeGreaterThanOrEqual(3);
  });

  test('stands out 3:1 on any colour at all (photos, artwork)', () => {
    let worst = Infinity;
    for (let red = 0; red <= 255; red += 15)
      for (let green = 0; green <= 255; green += 15)
        for (let blue = 0; blue <= 255; blue += 15) worst = Math.min(worst, ringContrast([red, green, blue], px(tokens.ring.offset)));
    expect(worst).toBeGreaterThanOrEqual(3);
  });

  test('the contrast helper gives the known WCAG values', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#777777'), [255, 255, 255])).toBeCloseTo(4.48, 2);
  });
});
