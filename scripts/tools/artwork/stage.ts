/**
 * Stages for the product and service pictures (480 × 360): a niche in a patterned wall, a dark
 * spotlit panel, a wall shelf, and a plain patterned ground. Each takes art already placed.
 */
import { palette as P } from '../../engine/draw/palette.ts';
import { diamonds, khatam, ogee } from '../../engine/draw/patterns.ts';
import { archPath, el, f, svgDoc } from '../../engine/draw/svg.ts';

export const W = 480;
export const H = 360;
export const CX = W / 2;

export const soft = { bg: P.cream, line: '#e4d8bb', accent: '#eadcb8', fill: '#f1ead9' };

/** Art drawn around its own origin, moved to (x, y) and scaled; `colour` feeds its currentColor. */
export function place(art: string, x: number, y: number, s = 1, colour?: string, rotate = 0): string {
  const transform = `translate(${f(x)} ${f(y)})${rotate ? ` rotate(${rotate})` : ''}${s === 1 ? '' : ` scale(${Math.round(s * 100) / 100})`}`;
  // Marked so that `compact` can draw art placed twice or more from one definition.
  return el('g', { transform, color: colour }, `<!--a-->${art}<!--/a-->`);
}

/** One bead, drawn once per picture and reused by every tasbee in it. */
const beadDef = el(
  'g',
  { id: 'bd' },
  el('circle', { r: 6.2, fill: 'currentColor', stroke: P.night, 'stroke-opacity': 0.25 }) + el('circle', { cx: -2, cy: -2, r: 1.8, fill: '#fff', opacity: 0.6 }),
);

/** Art placed more than once becomes one definition and <use> copies, which keeps each file small. */
function compact(art: string): { defs: string; body: string } {
  const counts = new Map<string, number>();
  const marked = /<g ([^>]*)><!--a-->([\s\S]*?)<!--\/a--><\/g>/g;
  // The second group always takes part in a match, if only as an empty string.
  for (const [, , inner = ''] of art.matchAll(marked)) counts.set(inner, (counts.get(inner) ?? 0) + 1);
  const ids = new Map<string, string>();
  let defs = '';
  for (const [inner, count] of counts) {
    if (count < 2) continue;
    const id = `a${ids.size}`;
    ids.set(inner, id);
    defs += `<g id="${id}">${inner}</g>`;
  }
  const body = art.replace(marked, (_, attributes: string, inner: string) => {
    const id = ids.get(inner);
    return id ? `<use href="#${id}" ${attributes}/>` : `<g ${attributes}>${inner}</g>`;
  });
  if ((defs + body).includes('href="#bd"')) defs = beadDef + defs;
  return { defs, body };
}

/** A picture of the given size whose art is compacted. */
export function picture(title: string, defs: string, art: string, width = W, height = H): string {
  const packed = compact(art);
  return svgDoc({ width, height, title, defs: defs + packed.defs, body: packed.body });
}

export function shadow(x: number, y: number, rx: number, ry = rx * 0.12, opacity = 0.22): string {
  return el('ellipse', { cx: x, cy: y, rx, ry, fill: P.night, opacity });
}

/** A pointed niche in a cream patterned wall, with a ledge at y = 300 to stand the art on. */
export function niche(title: string, art: string, inner: string = P.green, extraDefs = ''): string {
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('path', { d: archPath(122, 358, 150, 304, 128), fill: P.cream }) +
    el('path', { d: archPath(132, 348, 150, 300, 120), fill: inner, stroke: P.gold, 'stroke-width': 5 }) +
    el('path', { d: archPath(146, 334, 156, 300, 106), fill: 'none', stroke: P.goldLight, 'stroke-width': 1.5, opacity: 0.55 }) +
    el('rect', { x: 96, y: 296, width: 288, height: 12, rx: 3, fill: '#efe5cc' }) +
    el('rect', { x: 96, y: 306, width: 288, height: 14, rx: 3, fill: '#d6c59c' }) +
    art;
  return picture(title, khatam('p', 56, { ...soft, width: 1.2 }) + extraDefs, body);
}

/** A dark green panel with a faint star lattice, a spotlight and a double gold frame over the art's edges. */
export function dark(title: string, art: string, extraDefs = ''): string {
  const body =
    el('rect', { width: W, height: H, fill: P.greenDeep }) +
    el('rect', { width: W, height: H, fill: 'url(#g)' }) +
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    art +
    el('path', { d: `M0 0H${W}V${H}H0ZM14 14V${H - 14}H${W - 14}V14Z`, fill: P.greenDeep, 'fill-rule': 'evenodd' }) +
    el('rect', { x: 14, y: 14, width: W - 28, height: H - 28, fill: 'none', stroke: P.gold, 'stroke-width': 2 }) +
    el('rect', { x: 21, y: 21, width: W - 42, height: H - 42, fill: 'none', stroke: P.goldLight, 'stroke-width': 0.8, opacity: 0.6 });
  const defs =
    '<radialGradient id="g" cx=".5" cy=".55" r=".55"><stop offset="0" stop-color="#2a8a72"/><stop offset="1" stop-color="#2a8a72" stop-opacity="0"/></radialGradient>' +
    khatam('p', 60, { bg: 'none', line: P.goldLight, width: 1, opacity: 0.12 }) +
    extraDefs;
  return picture(title, defs, body);
}

/** A cream wall with an ogee lattice above a wooden shelf whose top is at y = 268. */
export function shelf(title: string, art: string, extraDefs = ''): string {
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('rect', { y: 268, width: W, height: 10, fill: P.woodLight }) +
    el('rect', { y: 278, width: W, height: 20, fill: P.wood }) +
    el('rect', { y: 298, width: W, height: H - 298, fill: P.sand }) +
    el('path', { d: `M0 298H${W}`, stroke: P.woodDark, 'stroke-width': 2 }) +
    art;
  return picture(title, ogee('p', 48, 68, { ...soft, line: '#e2d5b5', accent: '#e8dcbd', width: 1.6 }) + extraDefs, body);
}

/** A plain ground with a small diamond lattice, seen from above: things lie flat on it. */
export function flat(title: string, art: string, ground: string = P.sand, extraDefs = ''): string {
  const body = el('rect', { width: W, height: H, fill: 'url(#p)' }) + art;
  const defs = diamonds('p', 28, { bg: ground, line: '#00000014', accent: '#0000001a', width: 1 }) + extraDefs;
  return picture(title, defs, body);
}
