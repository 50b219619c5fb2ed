/** The about picture (mosque at dusk), the social card, the logo mark and the app icon. */
import { palette as P } from '../../engine/draw/palette.ts';
import { khatam } from '../../engine/draw/patterns.ts';
import { crescent, khatamStar, sparkle } from '../../engine/draw/shapes.ts';
import { archPath, el, f, svgDoc } from '../../engine/draw/svg.ts';
import { cardGround, medallion } from '../../engine/linkPreviews/card.ts';

/** Onion dome centred on x = cx, sitting on y = base, of half-width w and height h. */
function dome(cx: number, base: number, w: number, h: number): string {
  const p = (x: number, y: number) => `${f(cx + x * w)} ${f(base - y * h)}`;
  return (
    `M${p(-1, 0)}C${p(-1.12, 0.42)} ${p(-0.62, 0.62)} ${p(-0.28, 0.8)}` +
    `C${p(-0.1, 0.9)} ${p(-0.03, 0.95)} ${p(0, 1)}` +
    `C${p(0.03, 0.95)} ${p(0.1, 0.9)} ${p(0.28, 0.8)}` +
    `C${p(0.62, 0.62)} ${p(1.12, 0.42)} ${p(1, 0)}Z`
  );
}

/** Minaret: shaft, two balconies, a pointed cap and a finial. */
function minaret(x: number, top: number, base: number): string {
  const w = 9;
  return (
    `M${f(x - w)} ${f(base)}V${f(top + 40)}H${f(x + w)}V${f(base)}Z` +
    `M${f(x - w - 5)} ${f(top + 100)}h${f(2 * w + 10)}v6h${f(-2 * w - 10)}Z` +
    `M${f(x - w - 5)} ${f(top + 40)}h${f(2 * w + 10)}v6h${f(-2 * w - 10)}Z` +
    `M${f(x - w)} ${f(top + 40)}V${f(top + 30)}Q${f(x - w)} ${f(top + 14)} ${f(x)} ${f(top)}Q${f(x + w)} ${f(top + 14)} ${f(x + w)} ${f(top + 30)}V${f(top + 40)}Z` +
    `M${f(x - 1)} ${f(top + 2)}V${f(top - 10)}h2V${f(top + 2)}Z`
  );
}

export function about(): string {
  const W = 560;
  const H = 420;
  const defs =
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${P.night}"/><stop offset=".45" stop-color="${P.tealDeep}"/><stop offset=".75" stop-color="#b77f3a"/><stop offset="1" stop-color="#e9c77f"/></linearGradient>` +
    khatam('p', 44, { bg: 'none', line: P.goldLight, width: 1, accent: P.goldLight, opacity: 0.14 }) +
    '<radialGradient id="h" cx=".5" cy="1" r=".6"><stop offset="0" stop-color="#ffe3a3" stop-opacity=".7"/><stop offset="1" stop-color="#ffe3a3" stop-opacity="0"/></radialGradient>';
  const cx = W / 2;
  const ground = 372;
  const silhouette =
    // main hall and side wings
    `M120 ${ground}V300H440V${ground}Z` +
    `M60 ${ground}V330H500V${ground}Z` +
    `M208 300V262H352V300Z` +
    dome(cx, 264, 74, 118) +
    dome(164, 302, 30, 54) +
    dome(396, 302, 30, 54) +
    minaret(84, 142, ground) +
    minaret(476, 142, ground) +
    `M${f(cx - 1.5)} 146V126h3V146Z`;
  const windows = [150, 190, 230, 330, 370, 410]
    .map((x) => archPath(x - 8, x + 8, 330, 352, 12))
    .concat([archPath(cx - 20, cx + 20, 326, ground, 28), archPath(cx - 42, cx - 30, 280, 296, 9), archPath(cx + 30, cx + 42, 280, 296, 9), archPath(cx - 6, cx + 6, 276, 296, 9)])
    .join('');
  const stars = sparkle(70, 60, 5) + sparkle(150, 100, 3.5) + sparkle(470, 50, 4) + sparkle(500, 130, 3) + sparkle(220, 40, 3) + sparkle(350, 80, 3.5) + sparkle(30, 160, 3);
  const body =
    el('rect', { width: W, height: H, fill: 'url(#s)' }) +
    el('rect', { width: W, height: H, fill: 'url(#p)' }) +
    el('ellipse', { cx, cy: ground, rx: 320, ry: 190, fill: 'url(#h)' }) +
    el('path', { d: crescent(428, 92, 26, 11, -7, 22), fill: '#f6e3b0' }) +
    el('path', { d: stars, fill: '#f6e3b0' }) +
    el('path', { d: silhouette, fill: P.night }) +
    el('path', { d: crescent(cx, 120, 7, 3, -2, 6) + crescent(84, 124, 5, 2, -1.5, 4.3) + crescent(476, 124, 5, 2, -1.5, 4.3), fill: P.gold }) +
    el('path', { d: windows, fill: '#f2c46b' }) +
    el('path', { d: `M0 ${ground}H${W}V${H}H0Z`, fill: P.greenDeep }) +
    el('path', { d: `M0 ${ground}H${W}`, stroke: P.gold, 'stroke-width': 2 }) +
    el('rect', { y: ground + 6, width: W, height: 42, fill: 'url(#p)' });
  return svgDoc({ width: W, height: H, title: 'A mosque with domes and minarets at dusk', defs, body });
}


export function og(): string {
  const W = 1200;
  const H = 630;
  const { defs, body } = cardGround(W, H);
  return svgDoc({ width: W, height: H, title: 'A gold and green geometric medallion on a star pattern', defs, body: body + medallion(W / 2, H / 2) });
}

/** Logo mark: a gold eight-pointed star holding a crescent, on a green tile. */
export function mark(size: number): string {
  const body =
    el('rect', { width: 48, height: 48, rx: 11, fill: P.green }) +
    el('path', { d: khatamStar(24, 24, 19.5), fill: P.gold }) +
    el('circle', { cx: 24, cy: 24, r: 11, fill: P.greenDeep }) +
    el('path', { d: crescent(23, 24, 7.5, 3.6, -2.2, 6.4), fill: P.cream }) +
    el('path', { d: sparkle(28.6, 21, 2.6), fill: P.cream });
  return svgDoc({ width: size, height: size, title: 'Academy logo: an eight-pointed star with a crescent', body }).replace(
    `viewBox="0 0 ${size} ${size}"`,
    'viewBox="0 0 48 48"',
  );
}

/**
 * The installed app's icon: the logo mark on a square green field. The maskable one keeps the
 * mark inside the middle 80 % (the circle every launcher's mask leaves whole) and lets the field
 * run to the edges, so no launcher crops the star or shows a white corner.
 */
export function appIcon({ maskable }: { maskable: boolean }): string {
  const scale = maskable ? 0.7 : 1;
  const offset = (48 - 48 * scale) / 2;
  const markBody =
    (maskable ? '' : el('rect', { width: 48, height: 48, rx: 11, fill: P.green })) +
    el('path', { d: khatamStar(24, 24, 19.5), fill: P.gold }) +
    el('circle', { cx: 24, cy: 24, r: 11, fill: P.greenDeep }) +
    el('path', { d: crescent(23, 24, 7.5, 3.6, -2.2, 6.4), fill: P.cream }) +
    el('path', { d: sparkle(28.6, 21, 2.6), fill: P.cream });
  const body = (maskable ? el('rect', { width: 48, height: 48, fill: P.green }) : '') + el('g', { transform: `translate(${offset} ${offset}) scale(${scale})` }, markBody);
  return svgDoc({ width: 512, height: 512, title: 'Al-Noor Quran Academy app icon', body }).replace('viewBox="0 0 512 512"', 'viewBox="0 0 48 48"');
}
