/** Hero (560 × 480): an open Quran on a wooden rehal under a pointed arch, over a star pattern. */
import { palette as P } from '../../engine/draw/palette.ts';
import { diamonds, khatam } from '../../engine/draw/patterns.ts';
import { openBook, rosette, sparkle } from '../../engine/draw/shapes.ts';
import { archPath, closed, el, f, svgDoc } from '../../engine/draw/svg.ts';

const W = 560;
const H = 480;
const CX = W / 2;

/** One board of the rehal, drawn as the left-to-right (front) board; mirror it for the back one. */
function board(): string {
  // Top edge runs under the book's left cover, crosses the centre and becomes the right leg.
  const slope = 0.5;
  const y = (x: number) => 322 + (x - 146) * slope;
  const t = 15; // thickness
  const foot = 452;
  const xFoot = 146 + (foot - 322) / slope; // where the top edge meets the floor line
  const outline: [number, number][] = [
    [140, y(140) - 2],
    [xFoot - 4, foot],
    [xFoot - 4 - t / slope - 8, foot],
    [134, y(140) + t],
  ];
  return closed(outline);
}

export function hero(): string {
  const defs =
    khatam('p', 56, { bg: P.night, line: P.gold, fill: P.greenDeep, accent: P.gold, width: 1.3, opacity: 0.55 }) +
    diamonds('q', 28, { bg: P.cream, line: P.sand, accent: '#eadfc4', width: 1 }) +
    '<radialGradient id="g" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    el('path', { id: 'b', d: board() });
  const outer = archPath(104, 456, 236, 480, 236);
  const band = archPath(120, 440, 236, 480, 222);
  const inner = archPath(134, 426, 236, 480, 208);
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('path', { d: outer, fill: P.gold }) +
    el('path', { d: band, fill: P.green }) +
    el('path', { d: inner, fill: 'url(#q)', stroke: P.goldLight, 'stroke-width': 2 }) +
    el('ellipse', { cx: CX, cy: 300, rx: 150, ry: 160, fill: 'url(#g)' }) +
    rosette(CX, 118, 26, P.gold, P.green, P.cream) +
    el('path', { d: sparkle(190, 200, 9) + sparkle(372, 184, 7) + sparkle(400, 250, 5) + sparkle(166, 262, 5), fill: P.gold }) +
    // floor and shadow
    el('rect', { x: 134, y: 452, width: 292, height: 28, fill: P.sand }) +
    el('ellipse', { cx: CX, cy: 454, rx: 130, ry: 7, fill: P.night, opacity: 0.18 }) +
    // rehal: back board (mirrored, darker) then front board
    el('use', { href: '#b', fill: P.woodDark, transform: `matrix(-1 0 0 1 ${f(W)} 0)` }) +
    el('use', { href: '#b', fill: P.wood }) +
    el('circle', { cx: CX, cy: 412, r: 5, fill: P.goldLight }) +
    openBook(CX, 276, 1, { ornate: true, cover: P.green, id: 'h' }) +
    // ribbon bookmark
    el('path', { d: `M${CX} 368L${CX - 4} 428L${CX + 2} 420L${CX + 8} 430L${CX + 4} 368Z`, fill: P.teal });
  return svgDoc({ width: W, height: H, title: 'An open Quran on a wooden book stand under a pointed arch', defs, body });
}
