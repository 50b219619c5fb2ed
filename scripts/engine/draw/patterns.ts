/**
 * Repeating geometric patterns, each returned as an SVG <pattern> element (user-space units).
 * Every tile is drawn so that shapes crossing its edge are completed by the neighbouring tile.
 */
import { type Pt, closed, el, f, ngon, overlapInner, polar, star } from './svg.ts';

export interface Tone {
  bg: string;
  line: string;
  /** optional fill for the main stars */
  fill?: string;
  /** optional second accent (small rosettes, dots) */
  accent?: string;
  /** outline colour of strapwork bands (defaults to the background) */
  edge?: string;
  /** stroke width of the lines */
  width?: number;
  /** opacity of the drawn lines/fills over the background */
  opacity?: number;
  /** rotate/scale the whole pattern */
  transform?: string;
}

function tile(id: string, w: number, h: number, t: Tone, inner: string): string {
  const bg = t.bg === 'none' ? '' : el('rect', { width: w, height: h, fill: t.bg });
  const g = t.opacity !== undefined ? `<g opacity="${f(t.opacity)}">${inner}</g>` : inner;
  return el(
    'pattern',
    { id, width: w, height: h, patternUnits: 'userSpaceOnUse', patternTransform: t.transform },
    bg + g,
  );
}

/**
 * Strapwork: the same lines drawn twice, wide in `edge` and narrower in `band`, so they read as
 * interlaced bands. The path carries no stroke of its own so that the <use> copy can restyle it.
 */
function strap(id: string, d: string, edge: string, band: string, w: number): string {
  const g = el('path', { id: `${id}s`, d }) + el('use', { href: `#${id}s`, stroke: band, 'stroke-width': w * 0.55 });
  return el('g', { fill: 'none', stroke: edge, 'stroke-width': w, 'stroke-linejoin': 'round' }, g);
}

/* ---------- Hankin's "polygons in contact" construction ---------- */

function sub(a: Pt, b: Pt): Pt {
  return [a[0] - b[0], a[1] - b[1]];
}
function unit(v: Pt): Pt {
  const l = Math.hypot(v[0], v[1]);
  return [v[0] / l, v[1] / l];
}
function rot(v: Pt, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [v[0] * Math.cos(a) - v[1] * Math.sin(a), v[0] * Math.sin(a) + v[1] * Math.cos(a)];
}
function dot(a: Pt, b: Pt): number {
  return a[0] * b[0] + a[1] * b[1];
}
function inward(base: Pt, theta: number, from: Pt, centre: Pt): Pt {
  const a = rot(base, theta);
  return dot(a, sub(centre, from)) > 0 ? a : rot(base, -theta);
}
function meet(p: Pt, r: Pt, q: Pt, s: Pt): Pt {
  const den = r[0] * s[1] - r[1] * s[0];
  const t = ((q[0] - p[0]) * s[1] - (q[1] - p[1]) * s[0]) / den;
  return [p[0] + t * r[0], p[1] + t * r[1]];
}

/** The polygon's vertex at `index`, counting on round the polygon past its last vertex. */
function vertex(poly: readonly Pt[], index: number): Pt {
  const point = poly[index % poly.length];
  if (!point) throw new Error('A polygon needs at least one vertex');
  return point;
}

/**
 * Star inscribed in a polygon by Hankin's method: from each edge midpoint two rays leave at
 * `theta` degrees to the edge and meet the rays of the neighbouring edges.
 * Returns the closed star outline [m0, p0, m1, p1, …].
 */
function hankin(poly: readonly Pt[], theta: number): Pt[] {
  const n = poly.length;
  const c: Pt = [poly.reduce((s, p) => s + p[0], 0) / n, poly.reduce((s, p) => s + p[1], 0) / n];
  const out: Pt[] = [];
  // Each vertex with the next two, wrapping round: (a, b, d) for every corner b.
  poly.forEach((a, i) => {
    const b = vertex(poly, i + 1);
    const d = vertex(poly, i + 2);
    const m1: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const m2: Pt = [(b[0] + d[0]) / 2, (b[1] + d[1]) / 2];
    const r1 = inward(unit(sub(b, a)), theta, m1, c);
    const r2 = inward(unit(sub(b, d)), theta, m2, c);
    out.push(m1, meet(m1, r1, m2, r2));
  });
  return out;
}

/* ---------- 1. Khatam: eight-pointed stars (two squares) with crosses between ---------- */

export function khatam(id: string, s: number, t: Tone): string {
  const h = s / 2;
  const ro = h;
  const st = star(h, h, 8, ro, overlapInner(8, ro) * 0.98, -90);
  const oct = ngon(h, h, 8, ro * 0.42, -67.5);
  const sw = t.width ?? 1.5;
  let inner = el('path', { d: closed(st), fill: t.fill ?? 'none', stroke: t.line, 'stroke-width': sw });
  inner += el('path', { d: closed(oct), fill: 'none', stroke: t.line, 'stroke-width': sw * 0.8 });
  // small four-pointed stars in the crosses at the tile corners
  const corners = ([[0, 0], [s, 0], [0, s], [s, s]] as Pt[])
    .map(([x, y]) => closed(star(x, y, 4, s * 0.16, s * 0.06, 0)))
    .join('');
  inner += el('path', { d: corners, fill: t.accent ?? t.line });
  return tile(id, s, s, t, inner);
}

/* ---------- 2. Interlaced hexagons (Hankin on the hexagonal tiling), strapwork ---------- */

export function hexInterlace(id: string, a: number, theta: number, t: Tone): string {
  const w = Math.sqrt(3) * a;
  const h = 3 * a;
  const centres: Pt[] = [[0, 0], [w, 0], [w / 2, 1.5 * a], [0, h], [w, h]];
  const d = centres.map(([x, y]) => closed(hankin(ngon(x, y, 6, a, -90), theta))).join('');
  const sw = t.width ?? 5;
  const rosettes = t.accent
    ? el('path', { d: centres.map(([x, y]) => closed(ngon(x, y, 6, a * 0.22, -90))).join(''), fill: t.accent })
    : '';
  const inner =
    (t.fill ? el('path', { d, fill: t.fill }) : '') +
    rosettes +
    strap(id, d, t.edge ?? t.bg, t.line, sw);
  return tile(id, w, h, t, inner);
}

/* ---------- 3. Octagons and squares (Hankin, 67.5°): the classic girih of eight-pointed stars ---------- */

export function girih8(id: string, s: number, theta: number, t: Tone): string {
  const h = s / 2;
  const R = h / Math.cos(Math.PI / 8);
  const oct = ngon(h, h, 8, R, -67.5);
  const side = s * Math.tan(Math.PI / 8);
  const sq = (x: number, y: number): Pt[] => ngon(x, y, 4, side / Math.SQRT2, 0);
  const big = closed(hankin(oct, theta));
  const small = ([[0, 0], [s, 0], [0, s], [s, s]] as Pt[]).map(([x, y]) => closed(hankin(sq(x, y), theta))).join('');
  const sw = t.width ?? 4;
  const inner =
    (t.fill ? el('path', { d: big, fill: t.fill }) : '') +
    (t.accent ? el('path', { d: small, fill: t.accent }) : '') +
    strap(id, big + small, t.edge ?? t.bg, t.line, sw);
  return tile(id, s, s, t, inner);
}

/* ---------- 4. Ogee lattice with little four-petal flowers (arabesque) ---------- */

export function ogee(id: string, w: number, h: number, t: Tone): string {
  const q = w / 2;
  const c = (x0: number, dir: 1 | -1): string =>
    `M${f(x0)} 0C${f(x0)} ${f(h * 0.28)} ${f(x0 + dir * q)} ${f(h * 0.22)} ${f(x0 + dir * q)} ${f(h / 2)}` +
    `C${f(x0 + dir * q)} ${f(h * 0.78)} ${f(x0)} ${f(h * 0.72)} ${f(x0)} ${f(h)}`;
  const d = c(0, 1) + c(w, -1);
  const sw = t.width ?? 2;
  const petal = (cx: number, cy: number, r: number): string =>
    [0, 90, 180, 270]
      .map((deg) => {
        const [x, y] = polar(cx, cy, r, deg);
        return `M${f(cx)} ${f(cy)}Q${f(polar(cx, cy, r * 0.8, deg - 35)[0])} ${f(polar(cx, cy, r * 0.8, deg - 35)[1])} ${f(x)} ${f(y)}Q${f(polar(cx, cy, r * 0.8, deg + 35)[0])} ${f(polar(cx, cy, r * 0.8, deg + 35)[1])} ${f(cx)} ${f(cy)}Z`;
      })
      .join('');
  const flowers = petal(q, 0, w * 0.13) + petal(q, h, w * 0.13) + petal(0, h / 2, w * 0.13) + petal(w, h / 2, w * 0.13);
  const cells = t.fill ? el('path', { d: c(0, 1) + c(0, -1).replace('M0 0', 'L0 0') + c(w, 1) + c(w, -1), fill: t.fill }) : '';
  const inner =
    cells +
    el('path', { d, fill: 'none', stroke: t.line, 'stroke-width': sw }) +
    el('path', { d: flowers, fill: t.accent ?? t.line }) +
    el('path', { d: closed(ngon(q, h / 2, 4, w * 0.07, 0)), fill: t.accent ?? t.line });
  return tile(id, w, h, t, inner);
}

/* ---------- 5. Six-pointed stars and hexagons (the trihexagonal lattice), strapwork ---------- */

export function sixStars(id: string, L: number, t: Tone): string {
  // Hexagrams on a triangular lattice (tile L × L√3) whose tips touch, leaving hexagons between.
  const H = L * Math.sqrt(3);
  const r = L / 2;
  const centres: Pt[] = [[0, 0], [L, 0], [L / 2, H / 2], [0, H], [L, H]];
  const d = centres.map(([x, y]) => closed(star(x, y, 6, r, r / Math.sqrt(3), 0))).join('');
  const hexes = centres.map(([x, y]) => closed(ngon(x, y, 6, r * 0.3, 0))).join('');
  const sw = t.width ?? 3;
  const inner =
    el('path', { d, fill: t.fill ?? 'none', stroke: t.line, 'stroke-width': sw, 'stroke-linejoin': 'round' }) +
    el('path', { d: hexes, fill: t.accent ?? t.bg });
  return tile(id, L, H, t, inner);
}

/* ---------- 6. Fine diamond lattice with dots (quiet background) ---------- */

export function diamonds(id: string, s: number, t: Tone): string {
  const h = s / 2;
  const sw = t.width ?? 1;
  const inner =
    el('path', { d: `M0 ${f(h)}L${f(h)} 0L${f(s)} ${f(h)}L${f(h)} ${f(s)}Z`, fill: 'none', stroke: t.line, 'stroke-width': sw }) +
    el('circle', { cx: h, cy: h, r: s * 0.07, fill: t.accent ?? t.line });
  return tile(id, s, s, t, inner);
}
