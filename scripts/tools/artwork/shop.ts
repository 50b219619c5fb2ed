/** Shop product cards (400 × 300): a light pattern ground, a coloured medallion and the product drawn flat. */
import { palette as P } from '../../engine/draw/palette.ts';
import { diamonds, girih8, hexInterlace, khatam, ogee, sixStars } from '../../engine/draw/patterns.ts';
import { khatamStar, sparkle } from '../../engine/draw/shapes.ts';
import { closed, el, f, ngon, star, svgDoc } from '../../engine/draw/svg.ts';

const W = 400;
const H = 300;
const CX = 200;
const CY = 150;

const soft = { bg: P.cream, line: '#e4d8bb', accent: '#eadcb8', fill: '#f1ead9' };
const silver = '#d9dee2';
const silverDark = '#9aa5ad';
const aqeeq = '#b5432a';
const white = '#fdfcf8';

function card(title: string, pattern: string, disc: string, art: string, extraDefs = ''): string {
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('circle', { cx: CX, cy: CY, r: 122, fill: P.cream, opacity: 0.9 }) +
    el('circle', { cx: CX, cy: CY, r: 114, fill: disc, stroke: P.gold, 'stroke-width': 4 }) +
    art;
  return svgDoc({ width: W, height: H, title, defs: pattern + extraDefs, body });
}

function shadow(cy: number, rx: number): string {
  return el('ellipse', { cx: CX, cy, rx, ry: 7, fill: P.night, opacity: 0.3 });
}

function ring(): string {
  const art =
    shadow(226, 70) +
    el('ellipse', { cx: CX, cy: 178, rx: 62, ry: 44, fill: 'none', stroke: silverDark, 'stroke-width': 16 }) +
    el('ellipse', { cx: CX, cy: 176, rx: 62, ry: 44, fill: 'none', stroke: silver, 'stroke-width': 11 }) +
    el('path', { d: `M${CX - 34} 128L${CX - 20} 104H${CX + 20}L${CX + 34} 128Z`, fill: silverDark }) +
    el('ellipse', { cx: CX, cy: 104, rx: 30, ry: 22, fill: silver, stroke: silverDark, 'stroke-width': 3 }) +
    el('ellipse', { cx: CX, cy: 103, rx: 22, ry: 15, fill: aqeeq }) +
    el('ellipse', { cx: CX - 7, cy: 98, rx: 7, ry: 4, fill: '#e8866b', opacity: 0.8 }) +
    el('path', { d: sparkle(CX + 46, 84, 8) + sparkle(CX - 56, 132, 5), fill: P.goldLight });
  return card('A silver ring set with a red aqeeq stone', khatam('p', 48, { ...soft, width: 1.2 }), P.green, art);
}

function turbat(): string {
  const art =
    shadow(212, 78) +
    el('path', { d: `M${CX - 92} 206L${CX - 70} 170H${CX + 70}L${CX + 92} 206Z`, fill: P.tealLight }) +
    el('path', { d: `M${CX - 80} 200L${CX - 64} 176H${CX + 64}L${CX + 80} 200Z`, fill: 'none', stroke: P.tealDeep, 'stroke-width': 2, 'stroke-dasharray': '6 4' }) +
    el('rect', { x: CX - 48, y: 104, width: 96, height: 72, rx: 14, fill: '#8f6a4a' }) +
    el('rect', { x: CX - 48, y: 98, width: 96, height: 72, rx: 14, fill: '#b48a63' }) +
    el('rect', { x: CX - 38, y: 108, width: 76, height: 52, rx: 9, fill: 'none', stroke: '#8f6a4a', 'stroke-width': 2.5 }) +
    el('path', { d: khatamStar(CX, 134, 18), fill: 'none', stroke: '#7a5538', 'stroke-width': 2.5 }) +
    el('circle', { cx: CX, cy: 134, r: 5, fill: '#7a5538' });
  return card('A clay turbat prayer tablet resting on a small prayer mat', diamonds('p', 30, { ...soft, width: 1.2 }), P.greenDeep, art);
}

function stones(): string {
  const stone = (x: number, y: number, rx: number, ry: number, c: string, shine: string) =>
    el('ellipse', { cx: x, cy: y, rx, ry, fill: c }) + el('ellipse', { cx: x - rx * 0.35, cy: y - ry * 0.35, rx: rx * 0.3, ry: ry * 0.2, fill: shine, opacity: 0.7 });
  const art =
    shadow(214, 90) +
    stone(CX - 52, 186, 32, 24, '#2a4d8f', '#8fb0e8') +
    stone(CX + 54, 188, 30, 22, '#1f7a5c', '#8fd6bb') +
    stone(CX + 2, 194, 36, 22, '#7b3f9e', '#d2a8ea') +
    stone(CX - 26, 146, 30, 24, '#2aa0a0', '#a8eaea') +
    stone(CX + 30, 146, 30, 24, aqeeq, '#f0a58f') +
    stone(CX, 112, 24, 18, '#d9a326', '#fff0b0') +
    el('path', { d: sparkle(CX - 70, 110, 7) + sparkle(CX + 72, 116, 5), fill: P.goldLight });
  return card('Polished healing stones in blue, green, purple, turquoise, red and amber', sixStars('p', 36, { ...soft, width: 1.6 }), P.teal, art);
}

function hirz(): string {
  // Two strands of links meeting at the loop, like a chain hanging from the neck.
  const chain = [-1, 1]
    .flatMap((side) =>
      Array.from({ length: 7 }, (_, i) => {
        const t = i / 6;
        const x = CX + side * (58 - 48 * t);
        const y = 56 + 52 * t;
        return el('ellipse', { cx: f(x), cy: f(y), rx: 5, ry: 3.5, fill: 'none', stroke: P.goldLight, 'stroke-width': 2.5, transform: `rotate(${side * -47} ${f(x)} ${f(y)})` });
      }),
    )
    .join('');
  const art =
    chain +
    el('circle', { cx: CX, cy: 116, r: 9, fill: 'none', stroke: P.gold, 'stroke-width': 4 }) +
    el('rect', { x: CX - 30, y: 124, width: 60, height: 96, rx: 10, fill: silver, stroke: silverDark, 'stroke-width': 3 }) +
    el('rect', { x: CX - 22, y: 134, width: 44, height: 76, rx: 6, fill: 'none', stroke: P.gold, 'stroke-width': 2.5 }) +
    el('path', { d: khatamStar(CX, 158, 13), fill: P.gold }) +
    el('path', { d: `M${CX - 12} 186H${CX + 12}M${CX - 12} 196H${CX + 12}`, stroke: silverDark, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  return card('A silver Hirz-e-Jawad amulet case on a gold chain', girih8('p', 64, 67.5, { ...soft, line: '#f4eee0', edge: '#e2d5b5', width: 4 }), P.greenDeep, art);
}

function aehram(): string {
  const cloth = (y: number, w: number, h: number) =>
    el('rect', { x: CX - w / 2, y, width: w, height: h, rx: 8, fill: white, stroke: '#d8d2c2', 'stroke-width': 2 }) +
    el('path', { d: `M${f(CX - w / 2 + 10)} ${f(y + h * 0.5)}H${f(CX + w / 2 - 10)}`, stroke: '#e6e0d0', 'stroke-width': 2 });
  const art =
    shadow(216, 84) +
    cloth(178, 156, 34) +
    cloth(144, 140, 34) +
    cloth(110, 124, 34) +
    el('path', { d: `M${CX + 62} 110v34l-12-6-12 6v-34`, fill: P.gold }) +
    el('path', { d: sparkle(CX - 74, 92, 7) + sparkle(CX + 76, 100, 5), fill: P.goldLight });
  return card('Folded white Aehram cloths for pilgrimage', hexInterlace('p', 26, 62, { ...soft, line: '#efe6d0', edge: '#e0d2b0', width: 5 }), P.teal, art);
}

function chadar(): string {
  const fringe = Array.from({ length: 15 }, (_, i) => `M${CX - 84 + i * 12} 212v10`).join('');
  const art =
    shadow(226, 92) +
    el('path', { d: `M${CX - 90} 212L${CX - 70} 96H${CX + 70}L${CX + 90} 212Z`, fill: '#f2efe6' }) +
    el('path', { d: `M${CX - 90} 212L${CX - 70} 96H${CX + 70}L${CX + 90} 212Z`, fill: 'none', stroke: P.green, 'stroke-width': 8, 'stroke-linejoin': 'round' }) +
    el('path', { d: `M${CX - 76} 196L${CX - 60} 110H${CX + 60}L${CX + 76} 196Z`, fill: 'none', stroke: P.gold, 'stroke-width': 2.5 }) +
    el('path', { d: khatamStar(CX, 153, 26), fill: P.green }) +
    el('path', { d: khatamStar(CX, 153, 14, -67.5), fill: P.gold }) +
    el('path', { d: fringe, stroke: P.gold, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  return card('A white Namaz Chadar prayer shawl with a green border and a star medallion', ogee('p', 40, 56, { ...soft, line: '#e2d5b5', accent: '#e8dcbd', width: 1.6 }), P.green, art);
}

function alam(): string {
  const flag = `M${CX + 4} 92C${CX + 40} 86 ${CX + 70} 100 ${CX + 96} 92L${CX + 80} 128L${CX + 96} 164C${CX + 70} 172 ${CX + 40} 158 ${CX + 4} 164Z`;
  const art =
    shadow(232, 46) +
    el('rect', { x: CX - 4, y: 70, width: 8, height: 160, rx: 3, fill: P.woodLight }) +
    el('path', { d: flag, fill: '#1f8a5b' }) +
    el('path', { d: `M${CX + 4} 154C${CX + 40} 148 ${CX + 70} 162 ${CX + 90} 156`, fill: 'none', stroke: P.gold, 'stroke-width': 3 }) +
    el('path', { d: closed(star(CX + 46, 126, 8, 14, 6, -90)), fill: P.gold }) +
    el('path', { d: `M${CX} 28C${CX + 16} 44 ${CX + 18} 58 ${CX} 72C${CX - 18} 58 ${CX - 16} 44 ${CX} 28Z`, fill: P.gold }) +
    el('path', { d: closed(ngon(CX, 52, 4, 6, -90)), fill: P.green }) +
    el('rect', { x: CX - 12, y: 72, width: 24, height: 6, rx: 2, fill: P.gold }) +
    el('path', { d: sparkle(CX - 56, 96, 7) + sparkle(CX - 44, 170, 5), fill: P.goldLight });
  return card('The Alam-e-Abbas standard: a green banner on a pole with a gold finial', khatam('p', 48, { ...soft, width: 1.2 }), P.greenDeep, art);
}

export function shop(): Record<string, string> {
  return {
    'shop/silver-ring.svg': ring(),
    'shop/turbat.svg': turbat(),
    'shop/healing-stones.svg': stones(),
    'shop/hirz-e-jawad.svg': hirz(),
    'shop/aehram.svg': aehram(),
    'shop/namaz-chadar.svg': chadar(),
    'shop/alam-e-abbas.svg': alam(),
  };
}
