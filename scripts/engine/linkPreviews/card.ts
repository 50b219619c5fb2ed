/**
 * The social card that every page's link preview and the site's default social picture are drawn
 * on: the star pattern ground and the medallion, and a page's preview with its title.
 */
import { palette as P } from '../draw/palette.ts';
import { girih8 } from '../draw/patterns.ts';
import { khatamStar, rosette } from '../draw/shapes.ts';
import { closed, el, ngon, overlapInner, star, svgDoc } from '../draw/svg.ts';

/**
 * The social card's ground: the star pattern, two gold rules and, unless left out, a green glow in
 * the middle (a smooth gradient that makes a PNG of the card much larger).
 */
export function cardGround(W: number, H: number, { glow = true } = {}): { defs: string; body: string } {
  const defs =
    girih8('p', 120, 67.5, { bg: P.night, line: P.greenDeep, edge: P.night, fill: '#0d2e23', accent: '#13392c', width: 7, transform: 'translate(0 15)' }) +
    '<radialGradient id="v" r=".75"><stop offset=".35" stop-color="#0b5e42" stop-opacity=".55"/><stop offset="1" stop-color="#10231c" stop-opacity="0"/></radialGradient>';
  const body =
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    (glow ? el('rect', { width: W, height: H, fill: 'url(#v)' }) : '') +
    el('path', { d: `M0 24H${W}M0 ${H - 24}H${W}`, stroke: P.gold, 'stroke-width': 2, opacity: 0.7 });
  return { defs, body };
}

/** The gold and green medallion (radius about 245), centred on (cx, cy). */
export function medallion(cx: number, cy: number): string {
  const ring = (r: number, c: string, sw: number, extra: Record<string, string> = {}) =>
    el('circle', { cx, cy, r, fill: 'none', stroke: c, 'stroke-width': sw, ...extra });
  return (
    el('circle', { cx, cy, r: 232, fill: P.green }) +
    el('path', { d: closed(star(cx, cy, 16, 226, 196, -90)), fill: P.greenDeep, stroke: P.gold, 'stroke-width': 2 }) +
    ring(232, P.gold, 5) +
    ring(244, P.gold, 1.5, { 'stroke-dasharray': '2 8', 'stroke-linecap': 'round' }) +
    el('path', { d: khatamStar(cx, cy, 190) + khatamStar(cx, cy, 190, -67.5), fill: 'none', stroke: P.goldLight, 'stroke-width': 2 }) +
    el('circle', { cx, cy, r: overlapInner(8, 190) * 0.92, fill: P.cream, stroke: P.gold, 'stroke-width': 4 }) +
    ring(overlapInner(8, 190) * 0.92 - 10, P.gold, 1) +
    rosette(cx, cy, 40, P.gold, P.green, P.cream) +
    el('path', { d: closed(ngon(cx, cy, 8, 6, -67.5)), fill: P.gold })
  );
}
/** Rough advance widths of the card's bold serif, in ems: enough to break a title into lines that fit. */
function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const character of text) {
    if (/[iljtfrI.,:;'!|() -]/.test(character)) ems += 0.34;
    else if (/[mwMW]/.test(character)) ems += 0.9;
    else if (/[A-Z0-9&]/.test(character)) ems += 0.7;
    else ems += 0.56;
  }
  return ems * size;
}

/** The title in lines no wider than `width`, at the largest of the sizes that needs three lines or fewer. */
function titleLines(title: string, width: number): { size: number; lines: string[] } {
  for (const size of [68, 60, 52, 46]) {
    const lines: string[] = [];
    for (const word of title.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && textWidth(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 46, lines: [title] };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page's link preview (1200 × 630, as chat apps and social sites show it): the social card's
 * ground with the medallion to the right, the site's name and the page's title on the left, and
 * the site's address below. Text is set in `font`, which the renderer must be given.
 */
export function previewCard({ title, siteName, host, font }: { title: string; siteName: string; host: string; font: string }): string {
  const W = 1200;
  const H = 630;
  // Kept under the 300 KB that chat apps accept for a preview.
  const { defs, body } = cardGround(W, H, { glow: false });
  const { size, lines } = titleLines(title, 660);
  const lineHeight = Math.round(size * 1.18);
  const top = H / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const text = (x: number, y: number, content: string, attributes: Record<string, string | number>) =>
    el('text', { x, y, 'font-family': font, ...attributes }, escapeText(content));
  const panel = el('rect', { x: 56, y: 72, width: 760, height: H - 144, rx: 28, fill: P.night, stroke: P.gold, 'stroke-width': 2 });
  const words =
    text(104, 150, siteName.toUpperCase(), { 'font-size': 26, 'font-weight': 700, 'letter-spacing': 3, fill: P.goldLight }) +
    el('path', { d: 'M104 172H264', stroke: P.gold, 'stroke-width': 3 }) +
    lines.map((line, index) => text(104, Math.round(top + index * lineHeight), line, { 'font-size': size, 'font-weight': 700, fill: P.cream })).join('') +
    text(104, H - 112, host, { 'font-size': 24, fill: P.goldLight });
  const badge = el('g', { transform: 'translate(1010 315) scale(.62) translate(-600 -315)' }, medallion(600, 315));
  return svgDoc({ width: W, height: H, title: `${title}: ${siteName}`, defs, body: body + badge + panel + words });
}

