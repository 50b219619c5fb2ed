/**
 * Podcast previews (400 × 225, the video's 16:9): a dark patterned ground, the episode's emblem
 * and a strip of sound bars. They stand in for the video until the visitor presses play, so no
 * picture is fetched from the video host.
 */
import { palette as P } from '../../engine/draw/palette.ts';
import { girih8, hexInterlace, khatam, sixStars } from '../../engine/draw/patterns.ts';
import { crescent, khatamStar, openBook, sparkle } from '../../engine/draw/shapes.ts';
import { archPath, el, f, svgDoc } from '../../engine/draw/svg.ts';

const W = 400;
const H = 225;
const CX = 200;

const dark = { bg: P.night, line: '#1d3a2f', accent: '#22453a', fill: '#142c23' };

/** Sound bars along the bottom edge: the mark of a recording. */
function soundBars(colour: string): string {
  const heights = [6, 12, 20, 10, 26, 16, 8, 22, 14, 28, 18, 10, 24, 12, 6];
  const d = heights.map((h, i) => `M${CX - 70 + i * 10} ${f(204 - h / 2)}v${h}`).join('');
  return el('path', { d, stroke: colour, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.8 });
}

function preview(title: string, pattern: string, disc: string, art: string): string {
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('circle', { cx: CX, cy: 98, r: 78, fill: disc, stroke: P.gold, 'stroke-width': 3 }) +
    art +
    soundBars(P.goldLight);
  return svgDoc({ width: W, height: H, title, defs: pattern, body });
}

function teachings(): string {
  const art =
    openBook(CX, 86, 0.46, { cover: P.gold, id: 'h' }) +
    el('path', { d: khatamStar(CX, 56, 12), fill: P.goldLight }) +
    el('path', { d: sparkle(CX - 50, 66, 5) + sparkle(CX + 50, 70, 4), fill: P.goldLight });
  return preview('An open book beneath a star, for Islamic teachings', khatam('p', 48, { ...dark, width: 1.2 }), P.green, art);
}

function prophetStories(): string {
  const hull = `M${CX - 56} 112H${CX + 56}L${CX + 40} 138H${CX - 40}Z`;
  const sail = `M${CX - 2} 58V108H${CX - 42}Z`;
  const waves = [0, 1].map((i) => `M${CX - 66} ${148 + i * 10}q11 -7 22 0t22 0t22 0t22 0t22 0t22 0`).join('');
  const art =
    el('path', { d: crescent(CX + 36, 58, 13, 6, -4, 11), fill: P.goldLight }) +
    el('path', { d: `M${CX} 54V112`, stroke: P.woodLight, 'stroke-width': 4 }) +
    el('path', { d: sail, fill: P.cream }) +
    el('path', { d: `M${CX + 4} 66V108H${CX + 34}Z`, fill: P.sand }) +
    el('path', { d: hull, fill: P.wood }) +
    el('path', { d: waves, fill: 'none', stroke: P.tealLight, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
  return preview('A ship under a crescent moon, for the stories of the prophets', hexInterlace('p', 26, 62, { ...dark, edge: P.night, width: 5 }), P.teal, art);
}

function imamAli(): string {
  const door = archPath(CX - 34, CX + 34, 88, 150, 44);
  const art =
    el('path', { d: door, fill: P.greenDeep, stroke: P.gold, 'stroke-width': 4 }) +
    el('path', { d: archPath(CX - 22, CX + 22, 96, 150, 28), fill: '#f6d98c' }) +
    el('path', { d: `M${CX} 104v30`, stroke: P.gold, 'stroke-width': 3 }) +
    el('circle', { cx: CX, cy: 116, r: 7, fill: P.gold }) +
    el('path', { d: `M${CX - 50} 150H${CX + 50}`, stroke: P.gold, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    el('path', { d: sparkle(CX - 52, 62, 6) + sparkle(CX + 52, 70, 5), fill: P.goldLight });
  return preview('A lit doorway beneath a pointed arch, the gate of knowledge', girih8('p', 64, 67.5, { ...dark, edge: P.night, width: 4 }), P.teal, art);
}

function quranTeachings(): string {
  const art =
    el('path', { d: `M${CX - 40} 146L${CX + 40} 120M${CX + 40} 146L${CX - 40} 120`, fill: 'none', stroke: P.woodLight, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    openBook(CX, 78, 0.42, { ornate: true, cover: P.green, trim: P.gold, id: 'h' }) +
    el('path', { d: sparkle(CX, 48, 7) + sparkle(CX - 54, 70, 4) + sparkle(CX + 54, 66, 5), fill: P.goldLight });
  return preview('An open Quran on a wooden stand, for Quran teachings', sixStars('p', 36, { ...dark, width: 1.6 }), P.green, art);
}

export function podcasts(): Record<string, string> {
  return {
    'podcasts/islamic-teachings.svg': teachings(),
    'podcasts/prophet-stories.svg': prophetStories(),
    'podcasts/imam-ali.svg': imamAli(),
    'podcasts/quran-teachings.svg': quranTeachings(),
  };
}
