/**
 * Pictures for the religious service pages and the Educational Fund (480 × 360), on the same
 * stages as the product pictures. The objects are drawn around their own origin.
 */
import { palette as P } from '../../engine/draw/palette.ts';
import { dots, janamaz, kaaba, tasbee } from './productObjects.ts';
import { crescent, khatamStar, openBook, sparkle } from '../../engine/draw/shapes.ts';
import { CX, H, W, dark, flat, niche, picture, place, shadow, shelf } from './stage.ts';
import { archPath, el, f } from '../../engine/draw/svg.ts';

const glow = '#f2c46b';
const paper = P.paper;

/** A hanging lantern (fanoos) with glowing panes; hangs from y = -120, bottom at 60. */
function lantern(): string {
  return (
    el('path', { d: 'M0 -120V-64', stroke: P.gold, 'stroke-width': 2 }) +
    el('path', { d: 'M-26 -40L0 -66L26 -40Z', fill: P.gold }) +
    el('rect', { x: -30, y: -42, width: 60, height: 8, rx: 3, fill: '#a57c1f' }) +
    el('path', { d: 'M-26 -34H26L22 30H-22Z', fill: glow }) +
    el('path', { d: 'M-9 -34L-8 30M9 -34L8 30', stroke: '#a57c1f', 'stroke-width': 3 }) +
    el('path', { d: 'M-26 -34H26L22 30H-22Z', fill: 'none', stroke: P.gold, 'stroke-width': 4 }) +
    el('path', { d: archPath(-5, 5, -14, 14, 6), fill: '#fff7de' }) +
    el('path', { d: 'M-24 30H24L14 44H-14Z', fill: P.gold }) +
    el('path', { d: 'M0 44V60', stroke: P.gold, 'stroke-width': 3 }) +
    el('circle', { cy: 60, r: 4, fill: P.gold })
  );
}

/** A wooden Quran stand (rehal) holding an open Quran. Rests on y ≈ 60. */
function rehal(): string {
  return (
    el('path', { d: 'M-96 -6L-84 -16L70 60H44ZM96 -6L84 -16L-70 60H-44Z', fill: P.wood }) +
    el('path', { d: 'M-96 -6L-84 -16L-10 20', fill: 'none', stroke: P.woodLight, 'stroke-width': 2 }) +
    openBook(0, -70, 0.72, { ornate: true, id: 'h' })
  );
}

function candle(h: number): string {
  return (
    el('rect', { x: -9, y: -h, width: 18, height: h, rx: 3, fill: paper }) +
    el('rect', { x: 3, y: -h, width: 4, height: h, fill: '#e9dcc0' }) +
    el('path', { d: `M0 ${-h - 26}C8 ${-h - 14} 8 ${-h - 4} 0 ${-h - 2}C-8 ${-h - 4} -8 ${-h - 14} 0 ${-h - 26}Z`, fill: glow }) +
    el('path', { d: `M0 ${-h - 16}C3 ${-h - 10} 3 ${-h - 5} 0 ${-h - 4}C-3 ${-h - 5} -3 ${-h - 10} 0 ${-h - 16}Z`, fill: '#fff7de' })
  );
}

function rose(): string {
  return (
    el('path', { d: 'M-4 10Q-24 18 -30 6Q-16 0 -4 10Z', fill: '#3f7d4f' }) +
    el('circle', { r: 13, fill: '#a3243b' }) +
    el('path', { d: 'M-6 -4A7 7 0 1 1 6 4A4 4 0 1 1 0 -2', fill: 'none', stroke: '#6e1326', 'stroke-width': 2.5, 'stroke-linecap': 'round' })
  );
}

/** A sheep standing, facing left. Feet on y = 60. */
function sheep(): string {
  const wool: [number, number][] = [[-40, -6], [-20, -20], [4, -22], [28, -16], [44, 0], [30, 18], [4, 22], [-22, 20], [-42, 10], [0, 0]];
  return (
    el('path', { d: 'M-30 24V60M-14 26V60M20 26V60M36 22V60', stroke: '#3b3630', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    el('path', { d: dots(wool, 24), fill: '#f4efe2' }) +
    el('path', { d: dots(wool.slice(1, 5).map(([x, y]) => [x - 4, y - 6]), 8), fill: '#fff', opacity: 0.6 }) +
    el('ellipse', { cx: -62, cy: -16, rx: 17, ry: 22, fill: '#3b3630', transform: 'rotate(24 -62 -16)' }) +
    el('ellipse', { cx: -48, cy: -34, rx: 12, ry: 6, fill: '#3b3630', transform: 'rotate(-20 -48 -34)' }) +
    el('circle', { cx: -66, cy: -20, r: 3, fill: '#fff' }) +
    el('path', { d: dots([[-56, -38], [-44, -40], [-50, -44]], 9), fill: '#f4efe2' })
  );
}

/** Two gold rings, one through the other. Centred, 160 × 100. */
function rings(): string {
  const ringAt = (x: number) =>
    el('circle', { cx: x, r: 40, fill: 'none', stroke: '#a57c1f', 'stroke-width': 13 }) +
    el('circle', { cx: x, r: 40, fill: 'none', stroke: P.gold, 'stroke-width': 9 }) +
    el('path', { d: `M${x - 34} -18A40 40 0 0 1 ${x - 10} -38`, stroke: '#fff3c4', 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' });
  return ringAt(-28) + ringAt(28) + el('path', { d: 'M-5 34A40 40 0 0 0 11.7 -4', fill: 'none', stroke: P.gold, 'stroke-width': 9 });
}

/** A certificate with lines of writing and a green seal. Centred, 180 × 230. */
function certificate(): string {
  const lines = [-60, -40, -20, 0, 20].map((y, i) => `M-62 ${y}H${i % 2 ? 40 : 62}`).join('');
  return (
    el('rect', { x: -90, y: -115, width: 180, height: 230, rx: 6, fill: paper, stroke: '#d8cba8', 'stroke-width': 2 }) +
    el('rect', { x: -78, y: -103, width: 156, height: 206, rx: 4, fill: 'none', stroke: P.gold, 'stroke-width': 2 }) +
    el('path', { d: khatamStar(0, -84, 12), fill: P.gold }) +
    el('path', { d: lines, stroke: '#b8ad93', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    el('circle', { cx: 40, cy: 70, r: 22, fill: P.green }) +
    el('path', { d: khatamStar(40, 70, 13), fill: P.goldLight }) +
    el('path', { d: 'M-62 74H0', stroke: P.greenDeep, 'stroke-width': 2 })
  );
}

/** A phone on a video call, an open Quran on its screen. Centred, 130 × 250. */
function phone(): string {
  return (
    el('rect', { x: -65, y: -125, width: 130, height: 250, rx: 18, fill: P.night }) +
    el('rect', { x: -56, y: -106, width: 112, height: 196, rx: 6, fill: P.tealDeep }) +
    el('path', { d: crescent(22, -76, 12, 5, -3, 10), fill: P.goldLight }) +
    el('path', { d: sparkle(-30, -80, 4) + sparkle(-10, -60, 3), fill: P.goldLight }) +
    openBook(0, -20, 0.34, { ornate: true, id: 'q' }) +
    el('circle', { cx: -22, cy: 66, r: 11, fill: '#c2412d' }) +
    el('circle', { cx: 22, cy: 66, r: 11, fill: '#2e9e5b' }) +
    el('path', { d: 'M-28 66H-16M17 66h10M22 61v10', stroke: '#fff', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    el('rect', { x: -18, y: 104, width: 36, height: 5, rx: 2.5, fill: '#2c4a40' })
  );
}

/** A studio microphone on a stand. Base on y = 120. */
function microphone(): string {
  const grille = [-52, -40, -28, -16, -4].map((y) => `M-22 ${y}H22`).join('');
  return (
    el('path', { d: 'M0 30V116', stroke: '#5b6670', 'stroke-width': 8 }) +
    el('ellipse', { cy: 118, rx: 46, ry: 9, fill: '#3b434a' }) +
    el('path', { d: 'M-34 -10V6A34 30 0 0 0 34 6V-10', fill: 'none', stroke: '#8f9aa3', 'stroke-width': 6 }) +
    el('rect', { x: -26, y: -80, width: 52, height: 104, rx: 26, fill: '#2f3a40' }) +
    el('path', { d: grille, stroke: '#5f6d75', 'stroke-width': 3 }) +
    el('rect', { x: -26, y: 4, width: 52, height: 12, fill: P.gold }) +
    el('rect', { x: -16, y: -72, width: 8, height: 60, rx: 4, fill: '#fff', opacity: 0.18 })
  );
}

function waves(colour: string): string {
  const arc = (r: number, dir: 1 | -1) => `M${dir * r * 0.6} ${-r * 0.8}A${r} ${r} 0 0 ${dir === 1 ? 1 : 0} ${dir * r * 0.6} ${r * 0.8}`;
  return el('path', { d: [48, 66, 84].flatMap((r) => [arc(r, 1), arc(r, -1)]).join(''), fill: 'none', stroke: colour, 'stroke-width': 5, 'stroke-linecap': 'round' });
}

/** Headphones, band up. Centred, 170 × 150. */
function headphones(colour: string): string {
  return (
    el('path', { d: 'M-66 30V0A66 66 0 0 1 66 0V30', fill: 'none', stroke: '#2f3a40', 'stroke-width': 12 }) +
    el('rect', { x: -86, y: 10, width: 34, height: 62, rx: 14, fill: colour }) +
    el('rect', { x: 52, y: 10, width: 34, height: 62, rx: 14, fill: colour }) +
    el('rect', { x: -74, y: 18, width: 10, height: 46, rx: 5, fill: '#fff', opacity: 0.18 })
  );
}

/** A closed book standing, front cover showing. Base on y = 80, 130 × 170. */
function book(cover: string, emblem: string): string {
  return (
    el('rect', { x: -60, y: -90, width: 126, height: 170, rx: 6, fill: paper, stroke: '#d8cba8', 'stroke-width': 2 }) +
    el('rect', { x: -66, y: -92, width: 124, height: 170, rx: 6, fill: cover }) +
    el('rect', { x: -66, y: -92, width: 14, height: 170, rx: 4, fill: P.night, opacity: 0.25 }) +
    el('rect', { x: -44, y: -78, width: 92, height: 142, rx: 4, fill: 'none', stroke: P.gold, 'stroke-width': 3 }) +
    emblem
  );
}

function key(): string {
  return (
    el('circle', { cx: -30, r: 14, fill: 'none', stroke: P.gold, 'stroke-width': 7 }) +
    el('path', { d: 'M-16 0H36M22 0v12M32 0v9', stroke: P.gold, 'stroke-width': 7, 'stroke-linecap': 'round' })
  );
}

function quill(): string {
  return (
    el('path', { d: 'M0 -90C40 -80 44 -30 6 30L0 40L-4 30C-20 -20 -20 -70 0 -90Z', fill: paper, stroke: '#d8cba8', 'stroke-width': 2 }) +
    el('path', { d: 'M0 40V-80', stroke: '#b8ad93', 'stroke-width': 2 }) +
    el('path', { d: 'M-2 40L0 58L2 40Z', fill: P.night })
  );
}

function inkpot(): string {
  return el('path', { d: 'M-30 30Q-34 -6 -14 -12V-22H14V-12Q34 -6 30 30Z', fill: P.night }) + el('rect', { x: -18, y: -28, width: 36, height: 8, rx: 3, fill: P.gold });
}

/** A speech bubble, tail at the lower left, or mirrored. Centred, 120 × 90. */
function bubble(fill: string, inner: string, mirror = false): string {
  return el(
    'g',
    { transform: mirror ? 'scale(-1 1)' : undefined },
    el('path', { d: 'M-60 -40Q-60 -50 -50 -50H50Q60 -50 60 -40V20Q60 30 50 30H-20L-44 50L-38 30H-50Q-60 30 -60 20Z', fill }) + inner,
  );
}

const question = el('path', { d: 'M-14 -24Q-14 -40 0 -40Q16 -40 16 -26Q16 -16 4 -10Q0 -8 0 0', fill: 'none', stroke: '#fff', 'stroke-width': 8, 'stroke-linecap': 'round' }) + el('circle', { cy: 14, r: 5, fill: '#fff' });

function clock(): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `M${f(Math.sin(a) * 44)} ${f(-Math.cos(a) * 44)}L${f(Math.sin(a) * 50)} ${f(-Math.cos(a) * 50)}`;
  }).join('');
  return (
    el('circle', { r: 62, fill: P.gold }) +
    el('circle', { r: 56, fill: paper }) +
    el('path', { d: ticks, stroke: P.greenDeep, 'stroke-width': 3 }) +
    el('path', { d: 'M0 0V-36M0 0L24 12', stroke: P.night, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    el('circle', { r: 5, fill: P.gold })
  );
}

function datesAndWater(): string {
  const date = (x: number, y: number, r: number) => el('ellipse', { cx: x, cy: y, rx: 15, ry: 8, fill: '#6b2f14', transform: `rotate(${r} ${x} ${y})` });
  return (
    el('path', { d: 'M-40 -30H40L28 30H-28Z', fill: '#bfe0e6', opacity: 0.85, transform: 'translate(110 -10)' }) +
    el('path', { d: 'M-36 -14H36L28 30H-28Z', fill: '#8cc3d0', opacity: 0.8, transform: 'translate(110 -10)' }) +
    date(-50, -22, -10) +
    date(-20, -26, 12) +
    date(10, -22, -6) +
    date(-34, -14, 8) +
    date(-4, -14, -4) +
    el('path', { d: 'M-90 -16H50Q44 30 -20 30Q-84 30 -90 -16Z', fill: P.woodLight }) +
    el('path', { d: 'M-90 -16H50', stroke: P.wood, 'stroke-width': 4 })
  );
}

/** A golden-domed shrine with two minarets, on y = 0. */
function shrine(): string {
  return (
    el('path', { d: 'M-110 0V-70H110V0ZM-130 0V-150H-114V0ZM114 0V-150H130V0Z', fill: '#e8dcc0' }) +
    el('path', { d: 'M-134 -150L-122 -176L-110 -150ZM110 -150L122 -176L134 -150Z', fill: P.gold }) +
    el('path', { d: 'M-70 -70C-70 -130 -20 -150 0 -180C20 -150 70 -130 70 -70Z', fill: P.gold }) +
    el('path', { d: 'M-2 -180V-200h4V-180Z', fill: P.gold }) +
    el('path', { d: [-80, -40, 40, 80].map((x) => archPath(x - 12, x + 12, -36, 0, 16)).join('') + archPath(-18, 18, -44, 0, 24), fill: P.greenDeep })
  );
}

function donationBox(): string {
  return (
    el('path', { d: 'M-90 -50L-70 -80H70L90 -50Z', fill: P.woodLight }) +
    el('rect', { x: -90, y: -50, width: 180, height: 120, rx: 6, fill: P.wood }) +
    el('rect', { x: -40, y: -72, width: 80, height: 8, rx: 4, fill: P.woodDark }) +
    el('path', { d: 'M0 40C-40 14 -34 -24 -12 -22C-4 -21 0 -14 0 -10C0 -14 4 -21 12 -22C34 -24 40 14 0 40Z', fill: '#a3243b' }) +
    el('path', { d: 'M-90 56H90', stroke: P.gold, 'stroke-width': 4 })
  );
}

function coins(): string {
  const coin = (x: number, y: number) => el('ellipse', { cx: x, cy: y, rx: 18, ry: 7, fill: P.gold, stroke: '#a57c1f', 'stroke-width': 2 });
  return coin(0, 0) + coin(0, -6) + coin(0, -12) + coin(30, 4) + coin(30, -2);
}

function camera(): string {
  return (
    el('path', { d: 'M0 20L-50 120M0 20L50 120M0 20V120', stroke: '#5b6670', 'stroke-width': 6 }) +
    el('rect', { x: -70, y: -40, width: 110, height: 64, rx: 10, fill: '#2f3a40' }) +
    el('path', { d: 'M40 -24L80 -44V24L40 4Z', fill: '#3b434a' }) +
    el('circle', { cx: -16, cy: -8, r: 20, fill: '#1d2529', stroke: '#8f9aa3', 'stroke-width': 4 }) +
    el('circle', { cx: -22, cy: -14, r: 6, fill: '#fff', opacity: 0.35 }) +
    el('circle', { cx: 28, cy: -30, r: 5, fill: '#c2412d' })
  );
}

function bag(): string {
  return (
    el('path', { d: 'M-34 -60V-80A34 34 0 0 1 34 -80V-60', fill: 'none', stroke: P.greenDeep, 'stroke-width': 7 }) +
    el('path', { d: 'M-70 -64H70L80 80H-80Z', fill: P.green }) +
    el('path', { d: crescent(-6, 10, 30, 12, -6, 26), fill: P.gold }) +
    el('path', { d: sparkle(34, -8, 10), fill: P.goldLight })
  );
}

function chiragh(): string {
  return (
    el('path', { d: 'M-60 0Q-60 30 0 30Q50 30 70 -6L40 0Q30 -14 0 -14Q-40 -14 -60 0Z', fill: '#b3713f' }) +
    el('path', { d: 'M-60 0Q-20 8 40 0', fill: 'none', stroke: '#7a4a26', 'stroke-width': 3 }) +
    el('path', { d: 'M62 -8C76 -30 70 -46 60 -60C56 -40 44 -30 56 -8Z', fill: glow }) +
    el('path', { d: 'M60 -10C66 -22 64 -32 60 -40C58 -30 54 -24 58 -10Z', fill: '#fff7de' })
  );
}

function grass(y: number): string {
  return el('path', { d: `M0 ${y}Q120 ${y - 30} 240 ${y - 10}T480 ${y - 6}V${H}H0Z`, fill: '#2e7d55' }) + el('path', { d: `M0 ${y + 20}Q160 ${y - 6} 300 ${y + 14}T480 ${y + 10}V${H}H0Z`, fill: '#236845' });
}

export function services(): Record<string, string> {
  const laptop =
    el('path', { d: 'M-120 60H120L136 76H-136Z', fill: '#8f9aa3' }) +
    el('rect', { x: -104, y: -80, width: 208, height: 140, rx: 8, fill: '#2f3a40' }) +
    el('rect', { x: -94, y: -70, width: 188, height: 120, fill: paper }) +
    el('path', { d: 'M-80 30H-10M-80 30V-54M-80 20L-60 0L-40 8L-20 -30', fill: 'none', stroke: P.greenDeep, 'stroke-width': 3 }) +
    el('path', { d: 'M20 30L60 -40L84 30Z', fill: 'none', stroke: '#c2412d', 'stroke-width': 3 }) +
    el('path', { d: 'M14 -54H50M14 -42H40', stroke: '#b8ad93', 'stroke-width': 4, 'stroke-linecap': 'round' });
  const stack =
    el('rect', { x: -70, y: 20, width: 140, height: 26, rx: 4, fill: P.teal }) +
    el('rect', { x: -60, y: -6, width: 126, height: 26, rx: 4, fill: '#c2412d' }) +
    el('rect', { x: -66, y: -32, width: 132, height: 26, rx: 4, fill: P.gold }) +
    el('path', { d: 'M-62 33H66M-52 7H60M-58 -19H60', stroke: paper, 'stroke-width': 2, opacity: 0.7 }) +
    el('path', { d: 'M-50 -52L0 -72L50 -52L0 -32Z', fill: P.night }) +
    el('path', { d: 'M-28 -44V-30Q0 -20 28 -30V-44', fill: P.night }) +
    el('path', { d: 'M50 -52V-30', stroke: P.gold, 'stroke-width': 3 });
  const petals = el('path', { d: dots([[-60, 0], [-40, 6], [50, 2], [70, -2], [30, 8]], 5), fill: '#a3243b' });
  const nightInner = P.night;
  const files: Record<string, string> = {
    teacher: flat('A laptop showing a maths lesson, beside a stack of books with a graduation cap', shadow(190, 294, 140, 10) + place(laptop, 190, 214) + shadow(390, 300, 80, 8) + place(stack, 390, 254, 0.9), '#dcebe5'),
    majlis: niche(
      'A glowing lantern above an open Quran on a wooden stand, with candles and rose petals, in a dark niche',
      place(lantern(), CX, 116, 0.8) + place(rehal(), CX, 240, 0.8) + place(candle(40), 170, 296, 0.8) + place(candle(52), 310, 296, 0.8) + place(petals, CX, 300),
      nightInner,
    ),
    aqiqah: dark(
      'A white sheep on a green hill under a crescent moon and stars',
      el('path', { d: crescent(360, 90, 28, 12, -8, 24), fill: '#f6e3b0' }) +
        el('path', { d: sparkle(110, 70, 6) + sparkle(180, 110, 4) + sparkle(300, 60, 4) + sparkle(420, 150, 3), fill: '#f6e3b0' }) +
        grass(270) +
        place(sheep(), CX, 230, 1.3),
    ),
    nikah: flat('Two interlocked gold wedding rings beside a Nikah certificate with a green seal and a red rose', shadow(150, 300, 90, 8) + place(certificate(), 150, 180, 1) + place(rings(), 340, 150, 1.1) + place(rose(), 340, 270, 1.4), '#ead9d2'),
    istikhara: flat('A phone on a video call showing an open Quran under a crescent, beside a tasbee', shadow(200, 310, 80, 8) + place(phone(), 200, 180, 1.05) + place(tasbee(), 350, 180, 0.8, '#8c6444', 14), '#dcebe5'),
    'recording-general': dark('A studio microphone with sound waves and headphones', place(waves(P.goldLight), 200, 130) + place(microphone(), 200, 180, 1.1) + place(headphones(P.teal), 370, 250, 0.7)),
    'recording-mafatih': shelf('A green book with a gold key on its cover, standing on a shelf beside two keys', shadow(200, 266, 80) + place(book(P.green, place(key(), 0, -8, 1.2)), 200, 188) + place(key(), 350, 240, 1.1, undefined, -20) + place(key(), 370, 210, 0.9, undefined, 15)),
    'recording-nahjul-balagha': flat(
      'A maroon book with a gold star on its cover, beside a quill and an inkpot',
      shadow(190, 290, 90, 8) + place(book('#7a1f2b', el('path', { d: khatamStar(0, -8, 30), fill: P.gold })), 190, 200) + place(inkpot(), 360, 260) + place(quill(), 380, 170, 1, undefined, 20),
      '#e7dcc2',
    ),
    'recording-quran-sahifa': flat(
      'An open Quran with headphones around it and three speech bubbles for Arabic, Urdu and English',
      place(headphones(P.green), CX, 216, 1.5) +
        openBook(CX, 200, 0.7, { ornate: true, id: 'h' }) +
        place(bubble(P.green, el('path', { d: 'M-36 -24H36M-36 -6H20', stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' })), 90, 90, 0.7) +
        place(bubble(P.gold, el('path', { d: 'M-36 -24H36M-36 -6H20', stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' })), CX, 70, 0.7) +
        place(bubble(P.teal, el('path', { d: 'M-36 -24H36M-36 -6H20', stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' }), true), 390, 90, 0.7),
      '#e7dcc2',
    ),
    'quran-khawani': niche('An open Quran on a wooden stand with a red rose, in a green niche', place(rehal(), CX, 230, 1.05) + place(rose(), 320, 292)),
    'special-aamal': dark('A clay oil lamp burning beside a tasbee, under a crescent moon', el('path', { d: crescent(370, 84, 26, 11, -7, 22), fill: '#f6e3b0' }) + shadow(200, 290, 90, 8, 0.4) + place(chiragh(), 190, 262, 1.4) + place(tasbee(), 370, 200, 0.72, '#c9d3cd', -10)),
    'qaza-namaz': flat('A prayer rug beside a round clock', shadow(170, 320, 80, 8) + place(janamaz(), 170, 180, 1.1, P.green) + place(clock(), 360, 170, 1.05), '#e7dcc2'),
    'qaza-roza': dark('A bowl of dates and a glass of water under a crescent moon at iftar', el('path', { d: crescent(240, 80, 30, 13, -8, 26), fill: '#f6e3b0' }) + el('path', { d: sparkle(120, 70, 5) + sparkle(360, 100, 4), fill: '#f6e3b0' }) + shadow(220, 300, 150, 10, 0.4) + place(datesAndWater(), 200, 262, 1.25)),
    niyabat: picture(
      'The Kaaba and a golden-domed shrine at dusk',
      '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#10231c"/><stop offset=".6" stop-color="#0f4d4a"/><stop offset="1" stop-color="#c98f45"/></linearGradient>',
      el('rect', { width: W, height: H, fill: 'url(#s)' }) +
        el('path', { d: sparkle(60, 50, 5) + sparkle(420, 40, 4) + sparkle(250, 30, 3), fill: P.goldLight }) +
        place(shrine(), 320, 300, 0.95) +
        place(kaaba(), 130, 300, 0.95) +
        el('rect', { y: 300, width: W, height: 60, fill: P.greenDeep }) +
        el('path', { d: `M0 300H${W}`, stroke: P.gold, 'stroke-width': 2 }),
    ),
    qa: flat(
      'Two speech bubbles, one with a question mark and one with an answer, above an open book',
      place(bubble(P.green, question), 150, 100, 1.1) + place(bubble(P.gold, el('path', { d: 'M-36 -24H36M-36 -8H36M-36 8H10', stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' }), true), 330, 120, 1.1) + shadow(CX, 318, 110, 8) + openBook(CX, 230, 0.62, { ornate: true, id: 'h' }),
      '#dcebe5',
    ),
    'educational-fund': niche('A wooden donation box with a red heart, and a pile of gold coins, in a green niche', shadow(CX, 296, 110) + place(donationBox(), CX - 16, 228, 0.95) + place(coins(), 318, 286)),
    'fund-studio': dark('A studio microphone and a video camera on a tripod', place(microphone(), 150, 186, 1) + place(camera(), 330, 186, 1.05) + el('path', { d: sparkle(240, 70, 8), fill: P.goldLight })),
    'fund-podcast': flat('Headphones around a podcast microphone, with a play button', place(waves(P.teal), 220, 140, 0.9) + place(microphone(), 220, 180, 1) + place(headphones(P.gold), 220, 110, 0.9) + el('circle', { cx: 390, cy: 110, r: 40, fill: P.green }) + el('path', { d: 'M378 90L408 110L378 130Z', fill: '#fff' }), '#e7dcc2'),
    'fund-shop': shelf('A green shopping bag with a gold crescent beside a turquoise tasbee on a shelf', shadow(200, 266, 90) + place(bag(), 200, 188) + place(tasbee(), 360, 160, 0.7, P.teal)),
  };
  return Object.fromEntries(Object.entries(files).map(([name, svg]) => [`services/${name}.svg`, svg]));
}
