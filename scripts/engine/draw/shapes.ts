/** Flat illustration pieces shared by several images: books, crescent, rosettes, arches. */
import { palette as P } from './palette.ts';
import { type Pt, closed, el, f, ngon, overlapInner, star } from './svg.ts';

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Part [a, b] of the quadratic Bézier p0-p1-p2, as "M…Q…". */
function qpart(p0: Pt, p1: Pt, p2: Pt, a: number, b: number): string {
  const at = (t: number): Pt => lerp(lerp(p0, p1, t), lerp(p1, p2, t), t);
  const w0 = (1 - a) * (1 - b);
  const w1 = (1 - a) * b + a * (1 - b);
  const w2 = a * b;
  const c: Pt = [w0 * p0[0] + w1 * p1[0] + w2 * p2[0], w0 * p0[1] + w1 * p1[1] + w2 * p2[1]];
  const s = at(a);
  const e = at(b);
  return `M${f(s[0])} ${f(s[1])}Q${f(c[0])} ${f(c[1])} ${f(e[0])} ${f(e[1])}`;
}

/** Crescent: disc (cx, cy, R) with a disc of radius r at offset (dx, dy) cut away. */
export function crescent(cx: number, cy: number, R: number, dx: number, dy: number, r: number): string {
  const d = Math.hypot(dx, dy);
  const ux = dx / d;
  const uy = dy / d;
  const a = (R * R - r * r + d * d) / (2 * d);
  const h = Math.sqrt(R * R - a * a);
  const p1: Pt = [cx + a * ux - h * uy, cy + a * uy + h * ux];
  const p2: Pt = [cx + a * ux + h * uy, cy + a * uy - h * ux];
  const large = d * d > R * R - r * r ? 0 : 1;
  return `M${f(p1[0])} ${f(p1[1])}A${f(R)} ${f(R)} 0 1 1 ${f(p2[0])} ${f(p2[1])}A${f(r)} ${f(r)} 0 ${large} 0 ${f(p1[0])} ${f(p1[1])}Z`;
}

/** The khatam (two overlapping squares) as a polygon path. */
export function khatamStar(cx: number, cy: number, r: number, rot = -90): string {
  return closed(star(cx, cy, 8, r, overlapInner(8, r), rot));
}

/** Four-pointed sparkle. */
export function sparkle(cx: number, cy: number, r: number): string {
  return closed(star(cx, cy, 4, r, r * 0.28, -90));
}

type PageStyle = 'arabic' | 'latin' | 'wavy' | 'tajweed' | 'plain';

export interface BookOpts {
  cover?: string;
  page?: string;
  ink?: string;
  trim?: string;
  left?: PageStyle;
  right?: PageStyle;
  /** draw a page frame and a gold header band, as in a decorated mushaf */
  ornate?: boolean;
  /** id for the left half, so that an identical right half can be a mirrored <use> */
  id?: string;
}

/**
 * An open book seen from the front, its pages rising like wings from the spine.
 * (cx, top) is the top of the spine; `s` scales the drawing (s = 1 is 260 px wide).
 */
export function openBook(cx: number, top: number, s: number, o: BookOpts = {}): string {
  const g = (x: number, y: number): Pt => [cx + x * s, top + y * s];
  const sT = g(0, 0);
  const sB = g(0, 96);
  const oT = g(-128, -48);
  const oB = g(-130, 38);
  const cT = g(-52, -42);
  const cB = g(-58, 50);
  const cover = o.cover ?? P.green;
  const page = o.page ?? P.paper;
  const ink = o.ink ?? P.greenDeep;
  const trim = o.trim ?? P.gold;
  const shape = (dx: number, dy: number, grow: number): string => {
    const a = g(0, dy * 0.6);
    const b = g(-128 - grow, -48 + dy - grow * 0.2);
    const c = g(-130 - grow, 38 + dy + grow * 0.6);
    const d = g(0, 96 + dy + grow * 0.5);
    const ct = g(-52 - dx, -42 + dy);
    const cb = g(-58 - dx, 50 + dy + grow * 0.5);
    return `M${f(a[0])} ${f(a[1])}Q${f(ct[0])} ${f(ct[1])} ${f(b[0])} ${f(b[1])}L${f(c[0])} ${f(c[1])}Q${f(cb[0])} ${f(cb[1])} ${f(d[0])} ${f(d[1])}Z`;
  };
  const lines = (style: PageStyle): string => {
    if (style === 'plain') return '';
    const rows = s < 0.8 ? 5 : 6;
    let out = '';
    let colour = '';
    for (let k = 0; k < rows; k++) {
      const v = 0.24 + (k * 0.58) / (rows - 1);
      const p0 = lerp(sT, sB, v);
      const p1 = lerp(cT, cB, v);
      const p2 = lerp(oT, oB, v);
      const parts: [number, number][] =
        style === 'latin'
          ? [[0.14, k === rows - 1 ? 0.55 : 0.86]]
          : k % 3 === 0
            ? [[0.14, 0.38], [0.44, 0.62], [0.68, 0.86]]
            : k % 3 === 1
              ? [[0.14, 0.5], [0.56, 0.86]]
              : [[0.14, 0.3], [0.36, 0.7], [0.76, 0.86]];
      for (const [a, b] of parts) {
        if (style === 'wavy') {
          // a wavy line, suggesting a cursive script: one Q, then smooth T continuations
          const n = 6;
          const at = (t: number): Pt => lerp(lerp(p0, p1, t), lerp(p1, p2, t), t);
          const st = at(a);
          const m = at(a + (b - a) / (2 * n));
          out += `M${f(st[0])} ${f(st[1])}Q${f(m[0])} ${f(m[1] - 3.5 * s)} ${f(at(a + (b - a) / n)[0])} ${f(at(a + (b - a) / n)[1])}`;
          for (let i = 2; i <= n; i++) {
            const q = at(a + ((b - a) * i) / n);
            out += `T${f(q[0])} ${f(q[1])}`;
          }
        } else out += qpart(p0, p1, p2, a, b);
      }
      if (style === 'tajweed' && k % 2 === 0) colour += qpart(p0, p1, p2, k === 2 ? 0.44 : 0.2, k === 2 ? 0.56 : 0.3);
    }
    const w = f((style === 'latin' ? 2.6 : 3.2) * s);
    return (
      el('path', { d: out, fill: 'none', stroke: ink, 'stroke-width': w, 'stroke-linecap': 'round', opacity: 0.75 }) +
      (colour ? el('path', { d: colour, fill: 'none', stroke: '#c0392b', 'stroke-width': f(5 * s), 'stroke-linecap': 'round' }) : '')
    );
  };
  const frame = (): string => {
    if (!o.ornate) return '';
    const v0 = 0.1;
    const v1 = 0.93;
    const left = qpart(lerp(sT, sB, v0), lerp(cT, cB, v0), lerp(oT, oB, v0), 0.08, 0.94);
    const right = qpart(lerp(sT, sB, v1), lerp(cT, cB, v1), lerp(oT, oB, v1), 0.08, 0.94);
    const band = qpart(lerp(sT, sB, 0.15), lerp(cT, cB, 0.15), lerp(oT, oB, 0.15), 0.3, 0.72);
    return (
      el('path', { d: left + right, fill: 'none', stroke: trim, 'stroke-width': f(1.6 * s) }) +
      el('path', { d: band, fill: 'none', stroke: trim, 'stroke-width': f(6 * s), 'stroke-linecap': 'round' })
    );
  };
  const half = (style: PageStyle): string =>
    el('path', { d: shape(0, 14, 10), fill: cover, stroke: trim, 'stroke-width': f(2 * s) }) +
    el('path', { d: shape(4, 8, 4), fill: P.sand }) +
    el('path', { d: shape(2, 4, 2), fill: '#f1e8d2' }) +
    el('path', { d: shape(0, 0, 0), fill: page }) +
    frame() +
    lines(style);
  const mirror = `matrix(-1 0 0 1 ${f(2 * cx)} 0)`;
  const l = o.left ?? 'arabic';
  const r = o.right ?? l;
  const pair =
    o.id && l === r
      ? el('g', { id: o.id }, half(l)) + el('use', { href: `#${o.id}`, transform: mirror })
      : half(l) + el('g', { transform: mirror }, half(r));
  return pair +
    el('path', { d: `M${f(sT[0])} ${f(sT[1])}V${f(sB[1])}`, stroke: P.sand, 'stroke-width': f(1.5 * s) });
}

/** An eight-fold rosette: khatam, ring of petals and a small centre. */
export function rosette(cx: number, cy: number, r: number, a: string, b: string, c: string): string {
  return (
    el('path', { d: khatamStar(cx, cy, r) + khatamStar(cx, cy, r, -67.5), fill: a }) +
    el('path', { d: closed(star(cx, cy, 16, r * 0.66, r * 0.48, -90)), fill: b }) +
    el('path', { d: closed(ngon(cx, cy, 8, r * 0.3, -67.5)), fill: c })
  );
}
