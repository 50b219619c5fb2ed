/** Six pattern tiles for the footer gallery (400 × 300). */
import { palette as P } from '../../engine/draw/palette.ts';
import { diamonds, girih8, hexInterlace, khatam, ogee, sixStars } from '../../engine/draw/patterns.ts';
import { closed, el, ngon, overlapInner, star, svgDoc, svgSprite } from '../../engine/draw/svg.ts';

const W = 400;
const H = 300;

function fill(defs: string, title: string, extra = ''): string {
  return svgDoc({ width: W, height: H, title, defs, body: el('rect', { width: W, height: H, fill: 'url(#p)' }) + extra });
}

/** The six tiles, by the name of their view in the footer's one file (gallery.svg#khatam...). */
const FOOTER_VIEWS: Readonly<Record<string, string>> = {
  khatam: 'gallery-1.svg',
  hexagons: 'gallery-2.svg',
  ogee: 'gallery-3.svg',
  girih: 'gallery-4.svg',
  'six-stars': 'gallery-5.svg',
  rosette: 'gallery-6.svg',
};

/** Each tile as a file of its own, and all six in `gallery.svg`, where a page showing several of them loads one file. */
export function gallery(): Record<string, string> {
  const tiles = galleryTiles();
  const views = Object.fromEntries(Object.entries(FOOTER_VIEWS).map(([view, file]) => [view, tiles[file]!]));
  return { ...tiles, 'gallery.svg': svgSprite(W, H, views) };
}

function galleryTiles(): Record<string, string> {
  return {
    'gallery-1.svg': fill(
      khatam('p', 60, { bg: P.green, line: P.gold, fill: P.greenDeep, accent: P.goldLight, width: 1.6, transform: 'translate(20 0)' }),
      'Eight-pointed star pattern in green and gold',
    ),
    'gallery-2.svg': fill(
      hexInterlace('p', 40, 62, { bg: P.teal, line: P.cream, edge: P.tealDeep, fill: P.tealDeep, accent: P.tealLight, width: 7 }),
      'Interlaced hexagon pattern in teal',
    ),
    'gallery-3.svg': fill(
      ogee('p', 50, 70, { bg: P.cream, line: P.green, accent: P.gold, fill: P.sand, width: 2.2, transform: 'translate(0 10)' }),
      'Ogee arabesque lattice in cream, green and gold',
    ),
    'gallery-4.svg': fill(
      girih8('p', 100, 67.5, { bg: P.night, line: P.gold, fill: P.green, accent: P.teal, width: 7, transform: 'translate(50 0)' }),
      'Girih lattice of eight-pointed stars in gold on dark green',
    ),
    'gallery-5.svg': fill(
      sixStars('p', 50, { bg: P.cream, line: P.teal, fill: '#d6e9e3', accent: P.gold, width: 2.5, transform: 'translate(4 0)' }),
      'Six-pointed star lattice in teal and gold on cream',
    ),
    'gallery-6.svg': rosette(),
  };
}

/** A sixteen-point rosette medallion over a fine diamond lattice. */
function rosette(): string {
  const cx = W / 2;
  const cy = H / 2;
  const defs = diamonds('p', 24, { bg: P.greenDeep, line: P.green, accent: P.gold, width: 1.2 });
  const ring = (r: number, c: string, sw: number) => el('circle', { cx, cy, r, fill: 'none', stroke: c, 'stroke-width': sw });
  const k1 = star(cx, cy, 8, 110, overlapInner(8, 110), -90);
  const k2 = star(cx, cy, 8, 110, overlapInner(8, 110), -67.5);
  const petals = star(cx, cy, 16, 74, 52, -90);
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('circle', { cx, cy, r: 126, fill: P.night }) +
    ring(126, P.gold, 2) +
    ring(119, P.gold, 0.8) +
    el('path', { d: closed(k1) + closed(k2), fill: P.green, stroke: P.gold, 'stroke-width': 2, 'fill-rule': 'nonzero' }) +
    el('path', { d: closed(petals), fill: P.gold }) +
    el('circle', { cx, cy, r: 48, fill: P.night, stroke: P.goldLight, 'stroke-width': 1.5 }) +
    el('path', { d: closed(star(cx, cy, 8, 40, overlapInner(8, 40), -90)), fill: 'none', stroke: P.gold, 'stroke-width': 1.5 }) +
    el('path', { d: closed(ngon(cx, cy, 8, 16, -67.5)), fill: P.cream });
  return svgDoc({ width: W, height: H, title: 'Sixteen-point rosette medallion in gold on green', defs, body });
}
