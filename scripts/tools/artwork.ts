/**
 * Generates the site's own artwork as small, deterministic SVG files.
 *   npx tsx scripts/tools/artwork.ts
 * Writes content/public/images/**. Same output on every run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { awaitedPost } from './artwork/announcements.ts';
import { books } from './artwork/books.ts';
import { courses } from './artwork/courses.ts';
import { gallery } from './artwork/gallery.ts';
import { hero } from './artwork/hero.ts';
import { podcasts } from './artwork/podcasts.ts';
import { products } from './artwork/products.ts';
import { about, appIcon, mark, og } from './artwork/scenes.ts';
import { services } from './artwork/services.ts';
import { shop } from './artwork/shop.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'public', 'images');

const files: Record<string, string> = {
  'hero.svg': hero(),
  'about.svg': about(),
  'og.svg': og(),
  'blog-awaited-post.svg': awaitedPost(),
  'logo.svg': mark(48),
  'favicon.svg': mark(32),
  'icons/app-icon.svg': appIcon({ maskable: false }),
  'icons/app-icon-maskable.svg': appIcon({ maskable: true }),
  ...gallery(),
  ...courses(),
  ...books(),
  ...shop(),
  ...podcasts(),
  ...products(),
  ...services(),
};

for (const [name, svg] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  const path = join(root, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  console.log(`${String(Buffer.byteLength(svg)).padStart(6)}  images/${name}`);
}
