import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { previewCard } from './card';
import { woffToSfnt } from './woffToSfnt';

const require = createRequire(import.meta.url);

/** The card's typeface: Noto Serif, bold and regular (Latin), from its @fontsource package. */
const FONT_FAMILY = 'Noto Serif';
const FONT_FILES = ['noto-serif-latin-700-normal.woff', 'noto-serif-latin-400-normal.woff'];

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Where drawn previews are kept between builds, by the hash of everything that makes them. */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'link-previews');

let fonts: { files: string[]; hash: string } | undefined;

/** The fonts as TTF files in the cache folder (the renderer reads files), converted once. */
function cardFonts(): { files: string[]; hash: string } {
  if (fonts) return fonts;
  const packageFolder = dirname(require.resolve('@fontsource/noto-serif/package.json'));
  const hash = createHash('sha256');
  const files = FONT_FILES.map((name) => {
    const woff = readFileSync(join(packageFolder, 'files', name));
    hash.update(woff);
    const file = join(CACHE, name.replace(/\.woff$/, '.ttf'));
    if (!existsSync(file)) {
      mkdirSync(CACHE, { recursive: true });
      writeFileSync(file, woffToSfnt(woff));
    }
    return file;
  });
  // A new renderer may draw differently: its version is part of every picture's hash.
  hash.update((require('@resvg/resvg-js/package.json') as { version: string }).version);
  fonts = { files, hash: hash.digest('hex') };
  return fonts;
}

/** An SVG drawn to PNG with the card's fonts only (never the machine's, so every build draws the same). */
function drawPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: cardFonts().files, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  });
  return Buffer.from(resvg.render().asPng());
}

/**
 * A PNG of `svg` at `file` (a path in the site, such as "assets/previews/<hash>.png" when left to
 * be named by the hash), kept in a cache by the hash of the drawing, the fonts and the renderer:
 * an unchanged picture is copied, not drawn again. Returns the file's path on the site.
 */
export function cachedPng(svg: string, width: number, outDir: string, file: (hash: string) => string): string {
  const hash = createHash('sha256').update(svg).update(String(width)).update(cardFonts().hash).digest('hex').slice(0, 16);
  const cached = join(CACHE, `${hash}.png`);
  if (!existsSync(cached)) {
    mkdirSync(CACHE, { recursive: true });
    // Workers may draw the same picture at once: each writes its own file and moves it into place.
    const drawing = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(drawing, drawPng(svg, width));
    renameSync(drawing, cached);
  }
  const path = file(hash);
  const target = join(outDir, path);
  if (!existsSync(target)) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return `/${path}`;
}

/** The link preview of a page: its title on the site's card, as a PNG in the built site. */
export function pagePreviewPng(page: { title: string }, site: { name: string; url: string }, outDir: string): string {
  const svg = previewCard({ title: page.title, siteName: site.name, host: new URL(site.url).host, font: FONT_FAMILY });
  // Named by their hash, under /assets/: a page's preview changes name when its title does.
  return cachedPng(svg, PREVIEW_SIZE.width, outDir, (hash) => `assets/previews/${hash}.png`);
}

/** The site's logo as a PNG (search engines show it beside the site's results), beside its SVG. */
export function logoPng(outDir: string): string {
  return cachedPng(readFileSync(join(outDir, 'images', 'logo.svg'), 'utf8'), 512, outDir, () => 'images/logo.png');
}
