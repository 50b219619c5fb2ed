import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, parseHex, relativeLuminance } from '../../../../scripts/tools/a11y/contrast';

describe('contrast', () => {
  it('follows WCAG: black on white is 21:1, in either order, and a colour against itself 1:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBe(1);
  });

  it('weighs the channels as WCAG does, with the linear segment for dark values', () => {
    expect(relativeLuminance([255, 0, 0])).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance([0, 255, 0])).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance([0, 0, 255])).toBeCloseTo(0.0722, 4);
    expect(relativeLuminance([10, 10, 10])).toBeCloseTo(10 / 255 / 12.92, 6);
  });

  it('reads hex colours, long and short', () => {
    expect(parseHex('#1a2b3c')).toEqual([26, 43, 60]);
    expect(parseHex('#fa0')).toEqual([255, 170, 0]);
    expect(() => parseHex('#12345')).toThrow(/Not a hex colour/);
    expect(() => parseHex('red')).toThrow(/Not a hex colour/);
  });

  it('blends a see-through colour over another as a browser does', () => {
    expect(blend([255, 255, 255], 0.5, [0, 0, 0])).toEqual([128, 128, 128]);
    expect(blend([10, 20, 30], 1, [200, 200, 200])).toEqual([10, 20, 30]);
    expect(blend([10, 20, 30], 0, [200, 100, 50])).toEqual([200, 100, 50]);
  });
});
