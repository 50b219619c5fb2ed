/**
 * The products, each drawn flat around its own origin (roughly 200 units across, resting on
 * y ≈ the value noted), in `currentColor` where a variant changes colour.
 */
import { palette as P } from '../../engine/draw/palette.ts';
import { khatamStar } from '../../engine/draw/shapes.ts';
import { type Pt, archPath, closed, el, f, ngon, polar } from '../../engine/draw/svg.ts';

const silver = '#d9dee2';
const silverDark = '#8f9aa3';
const shade = (opacity: number) => ({ fill: P.night, opacity });
const shine = (opacity: number) => ({ fill: '#ffffff', opacity });

/** Circles as one path: far smaller than one element each. */
export function dots(points: readonly Pt[], r: number): string {
  return points.map(([x, y]) => `M${f(x - r)} ${f(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`).join('');
}

/** A cabochon: a domed oval stone with its shade and shine. Rests on y = ry. */
export function stone(rx = 34, ry = 26, extra = ''): string {
  return (
    el('ellipse', { rx, ry, fill: 'currentColor' }) +
    extra +
    el('path', { d: `M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0A${rx} ${ry * 0.55} 0 0 1 ${-rx} 0Z`, ...shade(0.25) }) +
    el('ellipse', { cx: -rx * 0.32, cy: -ry * 0.38, rx: rx * 0.34, ry: ry * 0.2, ...shine(0.5), transform: `rotate(-18 ${f(-rx * 0.32)} ${f(-ry * 0.38)})` }) +
    el('circle', { cx: rx * 0.38, cy: -ry * 0.45, r: Math.max(1.5, rx * 0.06), ...shine(0.8) })
  );
}

/** A silver ring seen from the front and above, its stone in currentColor. Rests on y ≈ 92. */
export function ring(): string {
  return (
    el('ellipse', { cy: 40, rx: 62, ry: 44, fill: 'none', stroke: silverDark, 'stroke-width': 16 }) +
    el('ellipse', { cy: 38, rx: 62, ry: 44, fill: 'none', stroke: silver, 'stroke-width': 11 }) +
    el('path', { d: 'M-52 18A62 44 0 0 1 -20 -3', fill: 'none', stroke: '#fff', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.8 }) +
    el('path', { d: 'M-36 -4L-22 -30H22L36 -4Z', fill: silverDark }) +
    el('path', { d: 'M-26 -8L-16 -28H16L26 -8Z', fill: silver }) +
    el('ellipse', { cy: -32, rx: 33, ry: 24, fill: silver, stroke: silverDark, 'stroke-width': 3 }) +
    el('g', { transform: 'translate(0 -33)' }, stone(24, 17))
  );
}

/** An open ring box in green velvet with a ring inside. Rests on y ≈ 70. */
export function ringBox(): string {
  return (
    el('path', { d: 'M-90 -10L-78 -96H78L90 -10Z', fill: P.greenDeep }) +
    el('path', { d: 'M-80 -16L-70 -88H70L80 -16Z', fill: P.green }) +
    el('rect', { x: -96, y: -12, width: 192, height: 82, rx: 10, fill: P.greenDeep }) +
    el('rect', { x: -86, y: -12, width: 172, height: 30, rx: 6, fill: '#0e7a56' }) +
    el('path', { d: 'M-96 30H96', stroke: P.gold, 'stroke-width': 3 }) +
    el('g', { transform: 'translate(0 -30) scale(.7)' }, ring())
  );
}

/** Prayer beads in a loop, dividers in gold, the long imam bead and a tassel. Rests on y ≈ 112. */
export function tasbee(): string {
  const beads: Pt[] = [];
  const gold: Pt[] = [];
  const n = 33;
  for (let i = 0; i < n; i++) {
    const p = polar(0, -24, 1, 108 + (i * 324) / (n - 1));
    const pt: Pt = [p[0] * 72, -24 + (p[1] + 24) * 62];
    if (i === 11 || i === 22) gold.push(pt);
    else beads.push(pt);
  }
  const end1 = polar(0, 0, 1, 108);
  const end2 = polar(0, 0, 1, 72);
  for (const t of [0.33, 0.66]) {
    beads.push([end1[0] * 72 * (1 - t), (-24 + end1[1] * 62) * (1 - t) + 50 * t]);
    beads.push([end2[0] * 72 * (1 - t), (-24 + end2[1] * 62) * (1 - t) + 50 * t]);
  }
  // Each bead is a <use> of the picture's one bead (see `beadDef` in stage.ts).
  return (
    beads.map(([x, y]) => `<use href="#bd" x="${f(x)}" y="${f(y)}"/>`).join('') +
    el('path', { d: dots(gold, 5), fill: P.gold }) +
    el('ellipse', { cy: 64, rx: 7, ry: 12, fill: 'currentColor' }) +
    el('ellipse', { cx: -2, cy: 59, rx: 2, ry: 4, ...shine(0.55) }) +
    el('rect', { x: -6, y: 74, width: 12, height: 6, rx: 2, fill: P.gold }) +
    el('path', { d: 'M-4 80L-16 112H16L4 80Z', fill: P.gold }) +
    el('path', { d: 'M-8 96L-10 112M-2 92V112M4 92L6 112M10 100L11 112', stroke: '#a57c1f', 'stroke-width': 1.5 })
  );
}

export type TurbatShape = 'round' | 'square' | 'octagon';

/** A clay turbat seen from the front and above, stamped with a star. Rests on y ≈ 44. */
export function turbat(shape: TurbatShape): string {
  const sy = 0.42;
  const stamp =
    el('path', { d: khatamStar(0, 0, 22), fill: 'none', stroke: P.night, 'stroke-width': 2.4, opacity: 0.35, transform: `scale(1 ${sy})` }) +
    el('ellipse', { rx: 4, ry: 2, ...shade(0.35) });
  if (shape === 'round') {
    const ry = 74 * sy;
    const front = `M-74 0A74 ${f(ry)} 0 0 0 74 0V16A74 ${f(ry)} 0 0 1 -74 16Z`;
    return (
      el('path', { d: front, fill: 'currentColor' }) +
      el('path', { d: front, ...shade(0.35) }) +
      el('ellipse', { rx: 74, ry: f(ry), fill: 'currentColor' }) +
      el('ellipse', { rx: 74, ry: f(ry), ...shine(0.12) }) +
      el('ellipse', { rx: 56, ry: f(56 * sy), fill: 'none', stroke: P.night, 'stroke-width': 2, opacity: 0.3 }) +
      stamp
    );
  }
  const outline = (r: number): Pt[] => (shape === 'octagon' ? ngon(0, 0, 8, r, 22.5) : ngon(0, 0, 4, r * 1.25, 45));
  const top = outline(74).map(([x, y]): Pt => [x, y * sy]);
  const side = top.map(([x, y]): Pt => [x, y + 16]);
  const inner = outline(56).map(([x, y]): Pt => [x, y * sy]);
  const xMax = Math.max(...top.map(([x]) => x));
  const front = top.filter(([, y]) => y >= 0).concat(side.filter(([, y]) => y >= 16).reverse());
  return (
    el('path', { d: closed(side) + `M${f(-xMax)} 0H${f(xMax)}V16H${f(-xMax)}Z`, fill: 'currentColor' }) +
    el('path', { d: closed(front), ...shade(0.35) }) +
    el('path', { d: closed(top), fill: 'currentColor' }) +
    el('path', { d: closed(top), ...shine(0.12) }) +
    el('path', { d: closed(inner), fill: 'none', stroke: P.night, 'stroke-width': 2, opacity: 0.3 }) +
    stamp
  );
}

/** A prayer rug from above: border, mihrab arch with a lamp, fringes. Centred, 160 × 236. */
export function janamaz(): string {
  const fringe = Array.from({ length: 14 }, (_, i) => `M${-65 + i * 10} -108v-10M${-65 + i * 10} 108v10`).join('');
  const diamondsRow = Array.from({ length: 6 }, (_, i) => closed(ngon(-50 + i * 20, 86, 4, 7, 0))).join('');
  return (
    el('path', { d: fringe, stroke: P.paper, 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
    el('rect', { x: -72, y: -108, width: 144, height: 216, rx: 4, fill: 'currentColor' }) +
    el('rect', { x: -64, y: -100, width: 128, height: 200, fill: 'none', stroke: P.gold, 'stroke-width': 3 }) +
    el('rect', { x: -58, y: -94, width: 116, height: 188, fill: 'none', stroke: P.goldLight, 'stroke-width': 1, 'stroke-dasharray': '4 3' }) +
    el('path', { d: archPath(-44, 44, -30, 70, 60), ...shine(0.16) }) +
    el('path', { d: archPath(-44, 44, -30, 70, 60), fill: 'none', stroke: P.gold, 'stroke-width': 2.5 }) +
    el('path', { d: 'M0 -78V-52', stroke: P.goldLight, 'stroke-width': 1.5 }) +
    el('path', { d: 'M-9 -52H9L5 -38H-5Z', fill: P.gold }) +
    el('path', { d: khatamStar(0, 20, 18), fill: P.gold, opacity: 0.85 }) +
    el('path', { d: khatamStar(0, 20, 8, -67.5), fill: 'currentColor' }) +
    el('path', { d: diamondsRow, fill: P.goldLight, opacity: 0.8 })
  );
}

/** A prayer rug folded in three, from the front. Rests on y ≈ 30. */
export function foldedRug(): string {
  const layer = (y: number, w: number) =>
    el('rect', { x: -w / 2, y, width: w, height: 22, rx: 5, fill: 'currentColor' }) +
    el('rect', { x: -w / 2, y, width: w, height: 22, rx: 5, ...shade(0.12) }) +
    el('path', { d: `M${-w / 2 + 8} ${y + 6}H${w / 2 - 8}M${-w / 2 + 8} ${y + 16}H${w / 2 - 8}`, stroke: P.gold, 'stroke-width': 2 });
  return layer(-36, 176) + layer(-14, 184) + layer(8, 190) + el('path', { d: 'M-95 19h190', stroke: P.goldLight, 'stroke-width': 1, 'stroke-dasharray': '3 3' });
}

/** A silver amulet case on a chain lying in a loop above it. Case centre at (0, 40); rests on y ≈ 96. */
export function hirz(shape: 'tablet' | 'tube' | 'round' = 'tablet'): string {
  const chain = 'M0 -6C-70 -14 -92 -96 -40 -112C-14 -120 14 -120 40 -112C92 -96 70 -14 0 -6';
  const body =
    shape === 'tablet'
      ? el('rect', { x: -30, y: -6, width: 60, height: 96, rx: 10, fill: silver, stroke: silverDark, 'stroke-width': 3 }) +
        el('rect', { x: -22, y: 4, width: 44, height: 76, rx: 6, fill: 'none', stroke: P.gold, 'stroke-width': 2.5 }) +
        el('path', { d: khatamStar(0, 28, 12), fill: P.gold }) +
        el('path', { d: 'M-12 54H12M-12 64H12', stroke: silverDark, 'stroke-width': 2.5, 'stroke-linecap': 'round' })
      : shape === 'tube'
        ? el('rect', { x: -17, y: -6, width: 34, height: 104, rx: 17, fill: silver, stroke: silverDark, 'stroke-width': 3 }) +
          el('path', { d: 'M-17 14H17M-17 78H17', stroke: P.gold, 'stroke-width': 3 }) +
          el('path', { d: khatamStar(0, 46, 10), fill: P.gold }) +
          el('rect', { x: -9, y: 2, width: 5, height: 90, rx: 2.5, ...shine(0.5) })
        : el('circle', { cy: 42, r: 46, fill: silver, stroke: silverDark, 'stroke-width': 3 }) +
          el('circle', { cy: 42, r: 36, fill: 'none', stroke: P.gold, 'stroke-width': 2.5 }) +
          el('path', { d: khatamStar(0, 42, 22), fill: P.gold }) +
          el('path', { d: khatamStar(0, 42, 10, -67.5), fill: silver });
  return (
    el('path', { d: chain, fill: 'none', stroke: '#a57c1f', 'stroke-width': 5 }) +
    el('path', { d: chain, fill: 'none', stroke: P.goldLight, 'stroke-width': 3, 'stroke-dasharray': '5 3' }) +
    el('circle', { cy: -10, r: 7, fill: 'none', stroke: P.gold, 'stroke-width': 3.5 }) +
    body
  );
}

/** The written dua, a paper partly rolled, with lines of script. Centred, 200 × 120. */
export function scroll(): string {
  const lines = [-34, -18, -2, 14, 30]
    .map((y, i) => `M${-70 + (i % 2) * 8} ${y}q8 -6 16 0t16 0t16 0t16 0t16 0t16 0t16 0${i % 2 ? '' : 't16 0'}`)
    .join('');
  return (
    el('rect', { x: -86, y: -52, width: 170, height: 104, fill: P.paper, stroke: '#d8cba8', 'stroke-width': 2 }) +
    el('rect', { x: 78, y: -58, width: 20, height: 116, rx: 10, fill: '#efe3c4', stroke: '#d8cba8', 'stroke-width': 2 }) +
    el('path', { d: lines, fill: 'none', stroke: P.greenDeep, 'stroke-width': 2, 'stroke-linecap': 'round' }) +
    el('path', { d: 'M-74 -44H66', stroke: P.gold, 'stroke-width': 2 })
  );
}

/** Folded white towelling, seen from the front. Rests on y ≈ 48 when three are stacked with `stack`. */
export function towel(w: number, h = 34): string {
  const loops = Array.from({ length: Math.floor((w - 24) / 8) }, (_, i) => `M${-w / 2 + 14 + i * 8} ${-h / 2 + 8}v${h - 16}`).join('');
  return (
    el('rect', { x: -w / 2, y: -h / 2, width: w, height: h, rx: 9, fill: '#fdfcf8', stroke: '#d8d2c2', 'stroke-width': 2 }) +
    el('path', { d: loops, stroke: '#ece6d6', 'stroke-width': 2 }) +
    el('path', { d: `M${-w / 2 + 4} ${h / 2 - 6}H${w / 2 - 4}`, stroke: '#e0d9c7', 'stroke-width': 3 })
  );
}

export function towelStack(): string {
  return place0(towel(170), 0, 31) + place0(towel(156), 0, -3) + place0(towel(140), 0, -37);
}

function place0(art: string, x: number, y: number): string {
  return el('g', { transform: `translate(${x} ${y})` }, art);
}

/** The Kaaba from the front: black cloth, gold band, golden door. Rests on y = 0, 180 wide. */
export function kaaba(): string {
  return (
    el('path', { d: 'M-90 0V-150L-60 -166H90V-16Z', fill: '#1a1a1a' }) +
    el('rect', { x: -90, y: -150, width: 150, height: 150, fill: '#111' }) +
    el('path', { d: 'M-90 -124H60V-110H-90ZM60 -124L90 -140V-126L60 -110Z', fill: P.gold }) +
    el('path', { d: 'M-84 -117H54', stroke: '#8a6a1c', 'stroke-width': 2, 'stroke-dasharray': '10 4' }) +
    el('rect', { x: 14, y: -76, width: 30, height: 56, rx: 3, fill: P.gold }) +
    el('path', { d: 'M29 -72V-24', stroke: '#8a6a1c', 'stroke-width': 2 })
  );
}

/** A namaz chadar hanging over a rod, in currentColor with a gold border. Rod at y = -110; hem at 110. */
export function chadarHanging(printed = false): string {
  const cloth = 'M-60 -108C-80 -40 -90 40 -96 110H96C90 40 80 -40 60 -108Z';
  return (
    el('rect', { x: -86, y: -116, width: 172, height: 8, rx: 4, fill: P.woodLight }) +
    el('circle', { cx: -88, cy: -112, r: 7, fill: P.wood }) +
    el('circle', { cx: 88, cy: -112, r: 7, fill: P.wood }) +
    el('path', { d: cloth, fill: 'currentColor' }) +
    (printed ? el('path', { d: cloth, fill: 'url(#print)' }) : '') +
    el('path', { d: 'M-30 -104C-34 -20 -40 50 -42 110M28 -104C32 -20 40 50 44 110', stroke: P.night, 'stroke-width': 10, opacity: 0.07 }) +
    el('path', { d: 'M-94 96H94', stroke: P.gold, 'stroke-width': 7 }) +
    el('path', { d: 'M-94 86H94', stroke: P.goldLight, 'stroke-width': 1.5, 'stroke-dasharray': '6 3' })
  );
}

/** A chadar folded square, its border and corner motif showing. Rests on y ≈ 30. */
export function chadarFolded(): string {
  return (
    el('rect', { x: -80, y: -30, width: 160, height: 60, rx: 8, fill: 'currentColor' }) +
    el('rect', { x: -80, y: -30, width: 160, height: 60, rx: 8, ...shade(0.08) }) +
    el('rect', { x: -74, y: -62, width: 148, height: 36, rx: 8, fill: 'currentColor' }) +
    el('path', { d: 'M-74 -38H74M-80 18H80', stroke: P.gold, 'stroke-width': 4 }) +
    el('path', { d: khatamStar(0, -44, 9), fill: P.gold })
  );
}

/** The panja: the open hand that crowns the Alam, on its collar. Collar foot at y = -70. */
export function finial(): string {
  const finger = (x: number, top: number) => el('rect', { x: x - 5, y: top, width: 10, height: -top - 92, rx: 5, fill: P.gold });
  return (
    el('rect', { x: -9, y: -84, width: 18, height: 14, rx: 3, fill: P.gold }) +
    finger(-17, -118) +
    finger(-6, -128) +
    finger(6, -128) +
    finger(17, -118) +
    el('path', { d: 'M-24 -108L-28 -98Q-28 -84 -16 -80H16Q26 -84 24 -96V-108Z', fill: P.gold }) +
    el('rect', { x: -28, y: -106, width: 8, height: 22, rx: 4, fill: P.gold, transform: 'rotate(-30 -24 -95)' }) +
    el('path', { d: khatamStar(0, -94, 7), fill: '#a57c1f' })
  );
}

/** The Alam: pole, crossbar, cloth in currentColor with gold border, and the panja. Foot at y = 150. */
export function alam(): string {
  const cloth = 'M-46 -66H46V54L24 88L0 66L-24 88L-46 54Z';
  return (
    el('rect', { x: -4, y: -60, width: 8, height: 210, rx: 3, fill: P.woodLight }) +
    el('path', { d: cloth, fill: 'currentColor' }) +
    el('path', { d: cloth, fill: 'none', stroke: P.gold, 'stroke-width': 4, 'stroke-linejoin': 'round' }) +
    el('path', { d: 'M-36 -56H36V48L20 74L0 56L-20 74L-36 48Z', fill: 'none', stroke: P.goldLight, 'stroke-width': 1.2, 'stroke-dasharray': '4 3' }) +
    el('path', { d: khatamStar(0, 4, 20), fill: P.gold }) +
    el('path', { d: khatamStar(0, 4, 9, -67.5), fill: 'currentColor' }) +
    el('path', { d: 'M-24 88v14M0 66v14M24 88v14', stroke: P.gold, 'stroke-width': 3 }) +
    el('path', { d: dots([[-24, 104], [0, 82], [24, 104]], 4), fill: P.gold }) +
    el('rect', { x: -52, y: -72, width: 104, height: 8, rx: 4, fill: P.gold }) +
    finial()
  );
}
