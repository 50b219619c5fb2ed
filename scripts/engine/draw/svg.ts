/** Tiny helpers for writing compact, deterministic SVG markup. */

export type Pt = readonly [number, number];

/** Format a number with at most one decimal; never prints "-0". */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

/** A closed path through the given points ("M…L…Z"). */
export function closed(list: readonly Pt[]): string {
  return list.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + 'Z';
}

export function polar(cx: number, cy: number, r: number, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Star polygon with `n` points, alternating outer radius `ro` and inner radius `ri`. */
export function star(cx: number, cy: number, n: number, ro: number, ri: number, rot = -90): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n * 2; i++) out.push(polar(cx, cy, i % 2 ? ri : ro, rot + (i * 180) / n));
  return out;
}

/** Regular polygon with `n` vertices. */
export function ngon(cx: number, cy: number, n: number, r: number, rot = -90): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) out.push(polar(cx, cy, r, rot + (i * 360) / n));
  return out;
}

/** Inner radius of an {n/2} star made of overlapping polygons (e.g. the khatam, two squares). */
export function overlapInner(n: number, ro: number): number {
  return (ro * Math.cos((2 * Math.PI) / n)) / Math.cos(Math.PI / n);
}

/**
 * A two-centred pointed arch: the outline of a doorway from (x0, bottom) up to the springing line
 * `spring`, then two arcs of radius `r` (≥ half the width) meeting at the apex.
 */
export function archPath(x0: number, x1: number, spring: number, bottom: number, r: number): string {
  return `M${f(x0)} ${f(bottom)}V${f(spring)}A${f(r)} ${f(r)} 0 0 1 ${f((x0 + x1) / 2)} ${f(spring - archRise(x1 - x0, r))}A${f(r)} ${f(r)} 0 0 1 ${f(x1)} ${f(spring)}V${f(bottom)}Z`;
}

/** Height of a pointed arch of width `w` and radius `r` above its springing line. */
function archRise(w: number, r: number): number {
  const d = r - w / 2;
  return Math.sqrt(r * r - d * d);
}

/** Serialise attributes, skipping undefined values. */
function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : v}"`)
    .join('');
}

export function el(tag: string, a: Record<string, string | number | undefined>, inner?: string): string {
  return inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

export interface Doc {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}

/** A complete standalone SVG document. */
export function svgDoc({ width, height, title, defs, body }: Doc): string {
  const esc = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${esc}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

/**
 * Several pictures of one size in one file, side by side, each shown alone through its `<view>`:
 * `/images/file.svg#name`. A browser makes a whole document for every SVG file an <img> shows, and
 * one for the file however many of its views a page shows: six tiles as six files took /login
 * (scripts blocked) about 100 ms of Chromium's main thread here, as one file of six views about 40.
 * Each picture's ids are prefixed with its name, so that their patterns and gradients stay apart.
 */
export function svgSprite(width: number, height: number, pictures: Readonly<Record<string, string>>): string {
  const names = Object.keys(pictures);
  const views = names.map((name, index) => `<view id="${name}" viewBox="${index * width} 0 ${width} ${height}"/>`);
  const tiles = names.map((name, index) => {
    const inner = pictures[name]!.replace(/^\s*<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<title>[^<]*<\/title>/, '');
    const own = inner.replace(/\bid="([^"]+)"/g, `id="${name}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${name}-$1)`).replace(/\bhref="#([^"]+)"/g, `href="#${name}-$1"`);
    return `<svg x="${index * width}" y="0" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${own}</svg>`;
  });
  // No width or height on the file's own element: they would be every view's natural size, and a
  // picture sized by its shape would take the whole strip's. Without them, each view's viewBox gives
  // the size and shape its <img> reserves.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width * names.length} ${height}">${views.join('')}${tiles.join('')}</svg>\n`;
}
