/** Five announcement banners for blog cards (800 × 450): a pattern field with one emblem each. */
import { palette as P } from '../../engine/draw/palette.ts';
import { girih8, hexInterlace, khatam, ogee, sixStars } from '../../engine/draw/patterns.ts';
import { crescent, khatamStar, openBook, rosette, sparkle } from '../../engine/draw/shapes.ts';
import { archPath, el, svgDoc } from '../../engine/draw/svg.ts';

const W = 800;
const H = 450;
const CX = W / 2;
const CY = H / 2;

/** A soft pool of light behind the emblem, so it reads against the pattern. */
const glow = (colour: string, opacity: number) =>
  `<radialGradient id="g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

function banner(title: string, defs: string, emblem: string): string {
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('ellipse', { cx: CX, cy: CY, rx: 300, ry: 210, fill: 'url(#g)' }) +
    emblem;
  return svgDoc({ width: W, height: H, title, defs, body });
}

function medallion(): string {
  const ring = (r: number, colour: string, width: number) => el('circle', { cx: CX, cy: CY, r, fill: 'none', stroke: colour, 'stroke-width': width });
  return banner(
    'A gold rosette medallion over an eight-pointed star pattern',
    khatam('p', 64, { bg: P.green, line: P.gold, fill: P.greenDeep, accent: P.goldLight, width: 1.5, opacity: 0.7 }) + glow(P.night, 0.85),
    el('circle', { cx: CX, cy: CY, r: 132, fill: P.night }) + ring(132, P.gold, 3) + ring(122, P.gold, 1) + rosette(CX, CY, 104, P.gold, P.green, P.cream),
  );
}

function book(): string {
  return banner(
    'An open book in a pool of light over an interlaced hexagon pattern',
    hexInterlace('p', 44, 62, { bg: P.teal, line: P.cream, edge: P.tealDeep, fill: P.tealDeep, accent: P.tealLight, width: 7, opacity: 0.8 }) + glow(P.paper, 0.95),
    openBook(CX, 190, 1.25, { ornate: true, cover: P.green, id: 'b' }) +
      el('path', { d: sparkle(CX - 190, 150, 12) + sparkle(CX + 200, 130, 9) + sparkle(CX + 170, 330, 7), fill: P.gold }),
  );
}

function moon(): string {
  return banner(
    'A crescent moon and star over an ogee lattice',
    ogee('p', 56, 78, { bg: P.cream, line: P.green, accent: P.gold, fill: P.sand, width: 2.2, opacity: 0.75 }) + glow(P.paper, 1),
    el('circle', { cx: CX, cy: CY, r: 150, fill: P.night }) +
      el('circle', { cx: CX, cy: CY, r: 150, fill: 'none', stroke: P.gold, 'stroke-width': 3 }) +
      el('path', { d: crescent(CX - 18, CY, 96, 42, -22, 84), fill: P.goldLight }) +
      el('path', { d: khatamStar(CX + 64, CY - 34, 26), fill: P.gold }) +
      el('path', { d: sparkle(CX + 30, CY + 60, 8) + sparkle(CX + 92, CY + 28, 6), fill: P.cream }),
  );
}

function arch(): string {
  return banner(
    'A lamp hanging in a pointed arch over a girih star lattice',
    girih8('p', 110, 67.5, { bg: P.night, line: P.gold, fill: P.green, accent: P.teal, width: 6, opacity: 0.6 }) + glow(P.night, 0.9),
    el('path', { d: archPath(CX - 130, CX + 130, 200, H, 150), fill: P.gold }) +
      el('path', { d: archPath(CX - 116, CX + 116, 200, H, 136), fill: P.greenDeep }) +
      el('line', { x1: CX, y1: 90, x2: CX, y2: 190, stroke: P.goldLight, 'stroke-width': 2 }) +
      el('path', { d: `M${CX - 34} 200h68l-12 70h-44z`, fill: P.gold }) +
      el('path', { d: `M${CX - 22} 214h44l-8 46h-28z`, fill: P.paper }) +
      el('path', { d: `M${CX - 40} 190h80l-10 10h-60z`, fill: P.goldLight }) +
      el('ellipse', { cx: CX, cy: 250, rx: 90, ry: 70, fill: P.goldLight, opacity: 0.18 }),
  );
}

function star(): string {
  return banner(
    'A large eight-pointed star over a six-pointed star lattice',
    sixStars('p', 56, { bg: P.cream, line: P.teal, fill: '#d6e9e3', accent: P.gold, width: 2.5, opacity: 0.8 }) + glow(P.paper, 1),
    el('path', { d: khatamStar(CX, CY, 150) + khatamStar(CX, CY, 150, -67.5), fill: P.green }) +
      el('path', { d: khatamStar(CX, CY, 118) + khatamStar(CX, CY, 118, -67.5), fill: 'none', stroke: P.gold, 'stroke-width': 4 }) +
      rosette(CX, CY, 62, P.gold, P.greenDeep, P.cream),
  );
}

/**
 * The picture a blog card's place shows while the blog's posts are still on their way: the banners'
 * frame and pattern in quiet colours, with a book that is not yet open, so nobody takes it for a post.
 * An SVG of a few kilobytes, drawn with the page, where a post's photograph is ten times that.
 */
export function awaitedPost(): string {
  const cover = (x: number, colour: string) => el('rect', { x, y: CY - 95, width: 130, height: 190, rx: 10, fill: colour });
  return banner(
    'A closed book over a pattern of eight-pointed stars',
    khatam('p', 64, { bg: P.paper, line: P.sand, fill: P.cream, accent: P.goldLight, width: 1.5, opacity: 0.9 }) + glow(P.paper, 1),
    cover(CX - 65, P.greenDeep) +
      cover(CX - 57, P.green) +
      el('rect', { x: CX - 57, y: CY - 95, width: 14, height: 190, fill: P.greenDeep }) +
      el('path', { d: khatamStar(CX + 8, CY - 20, 34) + khatamStar(CX + 8, CY - 20, 34, -67.5), fill: 'none', stroke: P.gold, 'stroke-width': 3 }) +
      el('rect', { x: CX - 22, y: CY + 40, width: 60, height: 6, rx: 3, fill: P.goldLight }) +
      el('rect', { x: CX - 12, y: CY + 56, width: 40, height: 6, rx: 3, fill: P.goldLight }) +
      el('path', { d: sparkle(CX - 170, CY - 70, 10) + sparkle(CX + 180, CY - 90, 8) + sparkle(CX + 150, CY + 90, 7), fill: P.gold }),
  );
}

/** announce1.svg … announce5.svg, rasterised to JPEG by scripts/tools/announcements.ts. */
export function announcements(): Record<string, string> {
  return { announce1: medallion(), announce2: book(), announce3: moon(), announce4: arch(), announce5: star() };
}
