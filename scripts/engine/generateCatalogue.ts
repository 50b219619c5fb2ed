/**
 * Writes docs/blocks.md, the catalogue of blocks, from the block definitions. With --check,
 * writes nothing and exits 1 when the committed catalogue differs from what they generate.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CATALOGUE_FILE, generateCatalogue } from './schemas/blockCatalogue';

const path = join(process.cwd(), CATALOGUE_FILE);
const generated = generateCatalogue();
const current = existsSync(path) && readFileSync(path, 'utf8') === generated;

if (process.argv.includes('--check')) {
  if (!current) {
    console.error(`${CATALOGUE_FILE} is missing or stale; run npm run catalogue`);
    process.exit(1);
  }
  console.log(`${CATALOGUE_FILE} is current.`);
} else {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, generated);
  console.log(current ? `${CATALOGUE_FILE} is current.` : `Updated ${CATALOGUE_FILE}`);
}
