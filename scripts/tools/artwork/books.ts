/** Book covers (300 × 420): a patterned board, a gold frame, a rosette and the title in a cartouche. */
import { palette as P } from '../../engine/draw/palette.ts';
import { girih8, hexInterlace, khatam, ogee, sixStars, type Tone } from '../../engine/draw/patterns.ts';
import { rosette } from '../../engine/draw/shapes.ts';
import { el, svgDoc } from '../../engine/draw/svg.ts';

const W = 300;
const H = 420;
const CX = W / 2;

interface Cover {
  title: string;
  /** What the picture shows, for its <title>; the page gives the <img> its own alt text. */
  description: string;
  board: string;
  pattern: (id: string, tone: Tone) => string;
  tone: Omit<Tone, 'bg'>;
  /** Drawn under the title: a hint of what is inside. */
  ornament?: string;
}

function cover({ title, description, board, pattern, tone, ornament = '' }: Cover): string {
  const frame = (inset: number, width: number, colour: string) =>
    el('rect', { x: inset, y: inset, width: W - 2 * inset, height: H - 2 * inset, rx: 6, fill: 'none', stroke: colour, 'stroke-width': width });
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('rect', { x: 0, y: 0, width: 14, height: H, fill: '#000', opacity: 0.18 }) +
    frame(20, 3, P.gold) +
    frame(27, 1, P.goldLight) +
    el('circle', { cx: CX, cy: 138, r: 64, fill: board, stroke: P.gold, 'stroke-width': 3 }) +
    rosette(CX, 138, 52, P.gold, P.goldLight, P.cream) +
    el('rect', { x: 46, y: 240, width: W - 92, height: 84, rx: 10, fill: P.cream, stroke: P.gold, 'stroke-width': 3 }) +
    el(
      'text',
      {
        x: CX,
        y: 292,
        'text-anchor': 'middle',
        'font-family': "Georgia, 'Times New Roman', serif",
        'font-size': title.length > 10 ? 25 : 30,
        'font-weight': 700,
        fill: P.night,
      },
      title,
    ) +
    ornament +
    el(
      'text',
      { x: CX, y: 372, 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': 13, 'letter-spacing': 2, fill: P.goldLight },
      'AL-NOOR ACADEMY',
    );
  return svgDoc({ width: W, height: H, title: description, defs: pattern('p', { bg: board, ...tone }), body });
}

/** Small coloured dots under the title, like the colour key of a colour-coded Quran. */
function colourKey(): string {
  return ['#c0392b', '#1e8449', '#2471a3', '#d68910']
    .map((colour, index) => el('circle', { cx: CX - 27 + index * 18, cy: 308, r: 5, fill: colour }))
    .join('');
}

export function books(): Record<string, string> {
  return {
    'books/colour-quran.svg': cover({
      title: 'Colour Quran',
      description: 'Cover of the Colour Quran: a gold rosette on a green star pattern',
      board: P.green,
      pattern: (id, tone) => khatam(id, 50, tone),
      tone: { line: P.gold, fill: P.greenDeep, accent: P.goldLight, width: 1.4, opacity: 0.7 },
      ornament: colourKey(),
    }),
    'books/noorani-qaida.svg': cover({
      title: 'Noorani Qaida',
      description: 'Cover of the Noorani Qaida: a gold rosette on a teal interlaced pattern',
      board: P.teal,
      pattern: (id, tone) => hexInterlace(id, 30, 62, tone),
      tone: { line: P.tealLight, edge: P.tealDeep, fill: P.tealDeep, width: 5, opacity: 0.6 },
    }),
    'books/tajweed.svg': cover({
      title: 'Tajweed',
      description: 'Cover of the Tajweed book: a gold rosette on a dark green lattice of eight-pointed stars',
      board: P.night,
      pattern: (id, tone) => girih8(id, 70, 67.5, tone),
      tone: { line: P.gold, fill: P.green, accent: P.teal, width: 5, opacity: 0.55 },
    }),
    'books/deenyaat-1.svg': cover({
      title: 'Deenyaat 1',
      description: 'Cover of Deenyaat 1: a gold rosette on a green pattern of six-pointed stars',
      board: P.greenDeep,
      pattern: (id, tone) => sixStars(id, 44, tone),
      tone: { line: P.gold, fill: P.green, accent: P.goldLight, width: 2, opacity: 0.6 },
    }),
    'books/deenyaat-2.svg': cover({
      title: 'Deenyaat 2',
      description: 'Cover of Deenyaat 2: a gold rosette on a teal arabesque lattice',
      board: P.tealDeep,
      pattern: (id, tone) => ogee(id, 46, 64, tone),
      tone: { line: P.gold, fill: P.teal, accent: P.goldLight, width: 2, opacity: 0.6 },
    }),
  };
}
