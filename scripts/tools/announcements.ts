/**
 * Draws the blog's five announcement images (our own artwork) and saves them as JPEG, the format
 * the stored blogs name (announce1.jpg … announce5.jpg):
 *   npx tsx scripts/tools/announcements.ts
 * resvg draws the SVG (as the link previews are drawn) and sharp encodes it with mozjpeg, in this
 * process: no browser is needed.
 * Writes content/public/img/. Each file stays under 60 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { announcements } from './artwork/announcements.ts';

const WIDTH = 800;
const MAX_BYTES = 60 * 1024;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'public', 'img');

mkdirSync(out, { recursive: true });
for (const [name, svg] of Object.entries(announcements())) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH }, background: 'white' }).render();
  const encode = (quality: number) =>
    sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  let quality = 72;
  let file = await encode(quality);
  // Busy patterns compress less well; step the quality down until the file fits.
  while (file.length > MAX_BYTES && quality > 40) {
    quality -= 6;
    file = await encode(quality);
  }
  writeFileSync(join(out, `${name}.jpg`), file);
  console.log(`${String(file.length).padStart(6)}  img/${name}.jpg (quality ${quality})`);
}
