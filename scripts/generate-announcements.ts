/**
 * Draws the blog's five announcement images (our own artwork) and saves them as JPEG, the format
 * the stored blogs name (announce1.jpg … announce5.jpg):
 *   npx tsx scripts/generate-announcements.ts
 * Rasterises with Chromium (CHROMIUM_PATH or /usr/bin/chromium) through playwright-core.
 * Writes content/public/img/. Each file stays under 60 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { announcements } from './artwork/announcements.ts';

const WIDTH = 800;
const HEIGHT = 450;
const MAX_BYTES = 60 * 1024;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'public', 'img');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  mkdirSync(out, { recursive: true });
  for (const [name, svg] of Object.entries(announcements())) {
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
    let quality = 72;
    let jpeg = await page.screenshot({ type: 'jpeg', quality });
    // Busy patterns compress less well; step the quality down until the file fits.
    while (jpeg.length > MAX_BYTES && quality > 40) {
      quality -= 6;
      jpeg = await page.screenshot({ type: 'jpeg', quality });
    }
    writeFileSync(join(out, `${name}.jpg`), jpeg);
    console.log(`${String(jpeg.length).padStart(6)}  img/${name}.jpg (quality ${quality})`);
  }
} finally {
  await browser.close();
}
