/** A colour as 0–255 red, green and blue. */
export type Rgb = readonly [number, number, number];

/** `#rrggbb` or `#rgb` to its three channels. */
export function parseHex(hex: string): Rgb {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of two colours, in either order: 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** `top` at `alpha` (0–1) painted over `bottom`, as a browser composites it. */
export function blend(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return [0, 1, 2].map((index) => Math.round(top[index]! * alpha + bottom[index]! * (1 - alpha))) as unknown as Rgb;
}
