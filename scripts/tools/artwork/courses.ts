/** Course cards (400 × 300): a light pattern ground, a coloured medallion and a flat illustration. */
import { palette as P } from '../../engine/draw/palette.ts';
import { diamonds, girih8, hexInterlace, khatam, ogee, sixStars } from '../../engine/draw/patterns.ts';
import { crescent, khatamStar, openBook, sparkle } from '../../engine/draw/shapes.ts';
import { closed, el, f, ngon, svgDoc } from '../../engine/draw/svg.ts';

const W = 400;
const H = 300;
const CX = 200;
const CY = 150;

function card(title: string, pattern: string, disc: string, art: string, extraDefs = ''): string {
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('circle', { cx: CX, cy: CY, r: 122, fill: P.cream, opacity: 0.9 }) +
    el('circle', { cx: CX, cy: CY, r: 114, fill: disc, stroke: P.gold, 'stroke-width': 4 }) +
    el('circle', { cx: CX, cy: CY, r: 106, fill: 'none', stroke: P.goldLight, 'stroke-width': 1, opacity: 0.6 }) +
    art;
  return svgDoc({ width: W, height: H, title, defs: pattern + extraDefs, body });
}

const soft = { bg: P.cream, line: '#e4d8bb', accent: '#eadcb8', fill: '#f1ead9' };

/** Concentric arcs like sound waves, opening to the right of (x, y); mirror for the left. */
function waves(x: number, y: number, dir: 1 | -1, colour: string): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const r = 10 + i * 9;
    const a = (55 * Math.PI) / 180;
    const x0 = x + dir * r * Math.cos(a);
    d += `M${f(x0)} ${f(y - r * Math.sin(a))}A${r} ${r} 0 0 ${dir === 1 ? 1 : 0} ${f(x0)} ${f(y + r * Math.sin(a))}`;
  }
  return el('path', { d, fill: 'none', stroke: colour, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
}

function heart(cx: number, cy: number, s: number): string {
  const p = (x: number, y: number) => `${f(cx + x * s)} ${f(cy + y * s)}`;
  return `M${p(0, 10)}C${p(-4, 6)} ${p(-14, 0)} ${p(-14, -6)}C${p(-14, -12)} ${p(-8, -15)} ${p(-4, -14)}C${p(-2, -13.5)} ${p(-0.6, -12)} ${p(0, -10.5)}C${p(0.6, -12)} ${p(2, -13.5)} ${p(4, -14)}C${p(8, -15)} ${p(14, -12)} ${p(14, -6)}C${p(14, 0)} ${p(4, 6)} ${p(0, 10)}Z`;
}

function quranReading(): string {
  const art =
    openBook(CX, 138, 0.6, { ornate: true, cover: P.gold, trim: P.gold, id: 'h' }) +
    el('path', { d: khatamStar(CX, 88, 15), fill: P.gold }) +
    el('path', { d: sparkle(CX - 48, 100, 6) + sparkle(CX + 50, 96, 5), fill: P.goldLight }) +
    el('path', { d: `M${CX} 193l-3 38 5-5 5 6-2-39z`, fill: P.tealLight });
  return card('An open Quran', khatam('p', 48, { ...soft, width: 1.2 }), P.green, art);
}

function tajweed(): string {
  const art =
    openBook(CX, 162, 0.58, { left: 'tajweed', cover: P.tealDeep, ink: P.night, id: 'h' }) +
    waves(CX + 34, 96, 1, P.goldLight) +
    waves(CX - 34, 96, -1, P.goldLight) +
    el('path', { d: `M${CX} 80v32M${CX - 9} 88v16M${CX + 9} 88v16M${CX - 18} 93v6M${CX + 18} 93v6`, stroke: P.gold, 'stroke-width': 4, 'stroke-linecap': 'round' });
  return card('An open Quran with sound waves and coloured tajweed marks', hexInterlace('p', 26, 62, { ...soft, line: '#efe6d0', edge: '#e0d2b0', fill: '#f2ecdc', width: 5 }), P.teal, art);
}

function translation(): string {
  const art =
    openBook(CX, 142, 0.6, { left: 'latin', right: 'wavy', cover: P.gold }) +
    el('path', {
      d: `M${CX - 30} 92H${CX + 30}M${CX + 20} 84l10 8-10 8M${CX - 30} 108H${CX + 30}M${CX - 20} 100l-10 8 10 8`,
      fill: 'none',
      stroke: P.goldLight,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  return card('An open book with a page of Arabic script beside a page of translation', girih8('p', 64, 67.5, { ...soft, line: '#f4eee0', edge: '#e2d5b5', fill: '#f1ead9', width: 4 }), P.greenDeep, art);
}

function memorization(): string {
  const glow = [0, 45, 90, 135, 180, 225, 270, 315]
    .map((a) => {
      const r0 = 30;
      const r1 = 38;
      const c = Math.cos((a * Math.PI) / 180);
      const s = Math.sin((a * Math.PI) / 180);
      return `M${f(CX + r0 * c)} ${f(92 + r0 * s)}L${f(CX + r1 * c)} ${f(92 + r1 * s)}`;
    })
    .join('');
  const art =
    openBook(CX, 160, 0.56, { cover: P.teal, id: 'h' }) +
    el('path', { d: glow, stroke: P.goldLight, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    el('path', { d: heart(CX, 94, 1.55), fill: P.gold }) +
    el('path', { d: sparkle(CX - 62, 84, 7) + sparkle(CX + 60, 102, 5), fill: P.goldLight });
  return card('An open book beneath a glowing heart, for learning by heart', ogee('p', 40, 56, { ...soft, line: '#e2d5b5', accent: '#e8dcbd', width: 1.6 }), P.green, art);
}

function islamicStudies(): string {
  const book = (x: number, y: number, w: number, h: number, c: string, band: string) =>
    el('rect', { x, y, width: w, height: h, rx: 4, fill: c }) +
    el('rect', { x: x + w - 10, y: y + 4, width: 6, height: h - 8, fill: P.paper }) +
    el('path', { d: `M${f(x + 14)} ${f(y)}v${f(h)}M${f(x + 22)} ${f(y)}v${f(h)}`, stroke: band, 'stroke-width': 3 });
  const art =
    el('ellipse', { cx: CX, cy: 222, rx: 84, ry: 6, fill: P.night, opacity: 0.35 }) +
    book(CX - 78, 192, 156, 28, P.gold, P.greenDeep) +
    book(CX - 66, 166, 136, 26, P.cream, P.gold) +
    book(CX - 72, 142, 148, 24, P.tealLight, P.tealDeep) +
    el('g', { transform: `rotate(-5 ${CX} 130)` }, book(CX - 56, 120, 110, 22, P.greenDeep, P.gold)) +
    el('path', { d: crescent(CX + 28, 84, 17, 7, -5, 14.5), fill: P.goldLight }) +
    el('path', { d: sparkle(CX - 18, 88, 7) + sparkle(CX + 62, 104, 5), fill: P.goldLight });
  return card('A stack of books on Islamic studies', sixStars('p', 36, { ...soft, line: '#e4d8bb', accent: '#ecdfc0', width: 1.6 }), P.teal, art);
}

function islamicRules(): string {
  const pan = (x: number) =>
    el('path', { d: `M${x} 110L${x - 28} 170M${x} 110L${x + 28} 170`, stroke: P.goldLight, 'stroke-width': 2 }) +
    el('path', { d: `M${x - 34} 170H${x + 34}A34 20 0 0 1 ${x - 34} 170Z`, fill: P.gold });
  const art =
    el('path', { d: `M${CX - 42} 232H${CX + 42}L${CX + 30} 220H${CX - 30}Z`, fill: P.gold }) +
    el('rect', { x: CX - 5, y: 96, width: 10, height: 126, fill: P.gold }) +
    el('path', { d: `M${CX - 66} 108Q${CX} 92 ${CX + 66} 108`, fill: 'none', stroke: P.gold, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    pan(CX - 66) +
    pan(CX + 66) +
    el('path', { d: khatamStar(CX, 90, 11), fill: P.goldLight });
  return card('A balance, for the rules of Islamic law', diamonds('p', 30, { ...soft, line: '#e4d8bb', accent: '#e4d8bb', width: 1.2 }), P.greenDeep, art);
}

function islamicEthics(): string {
  const body = closed([
    [CX - 22, 118],
    [CX + 22, 118],
    [CX + 34, 150],
    [CX + 22, 200],
    [CX - 22, 200],
    [CX - 34, 150],
  ]);
  const art =
    el('circle', { cx: CX, cy: 160, r: 70, fill: 'url(#l)' }) +
    el('path', { d: `M${CX} 36v40`, stroke: P.goldLight, 'stroke-width': 2, 'stroke-dasharray': '5 3' }) +
    el('circle', { cx: CX, cy: 80, r: 6, fill: 'none', stroke: P.gold, 'stroke-width': 3 }) +
    el('path', { d: `M${CX - 24} 118C${CX - 24} 96 ${CX - 8} 88 ${CX} 86C${CX + 8} 88 ${CX + 24} 96 ${CX + 24} 118Z`, fill: P.gold }) +
    el('path', { d: body, fill: '#f6d98c', stroke: P.gold, 'stroke-width': 5, 'stroke-linejoin': 'round' }) +
    el('path', { d: `M${CX - 11} 118L${CX - 16} 150L${CX - 11} 200M${CX + 11} 118L${CX + 16} 150L${CX + 11} 200M${CX - 34} 150H${CX + 34}`, stroke: P.gold, 'stroke-width': 2.5, fill: 'none' }) +
    el('path', { d: `M${CX} 134C${CX - 8} 146 ${CX - 6} 160 ${CX} 164C${CX + 6} 160 ${CX + 8} 146 ${CX} 134Z`, fill: '#e07b2a' }) +
    el('path', { d: `M${CX - 26} 200H${CX + 26}L${CX + 16} 214H${CX - 16}Z`, fill: P.gold }) +
    el('path', { d: closed(ngon(CX, 220, 4, 6, -90)), fill: P.goldLight }) +
    el('path', { d: sparkle(CX - 58, 110, 7) + sparkle(CX + 60, 128, 6) + sparkle(CX + 48, 200, 4), fill: P.goldLight });
  const defs = '<radialGradient id="l"><stop offset="0" stop-color="#f6d98c" stop-opacity=".5"/><stop offset="1" stop-color="#f6d98c" stop-opacity="0"/></radialGradient>';
  return card('A glowing lantern, for Islamic ethics', khatam('p', 40, { ...soft, width: 1, transform: 'rotate(22.5)' }), P.night, art, defs);
}

export function courses(): Record<string, string> {
  return {
    'courses/quran-reading.svg': quranReading(),
    'courses/tajweed.svg': tajweed(),
    'courses/quran-translation.svg': translation(),
    'courses/memorization.svg': memorization(),
    'courses/islamic-studies.svg': islamicStudies(),
    'courses/islamic-rules.svg': islamicRules(),
    'courses/islamic-ethics.svg': islamicEthics(),
  };
}

