/**
 * Writes the JSON Schemas generated from the zod schemas into content/schemas/, where the YAML
 * files' `# yaml-language-server: $schema=` comments point, with the content's routes and text
 * files as suggestions. With --check, writes nothing and exits 1 listing the files that are
 * stale (suggestions that lag behind the content do not count).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { generateJsonSchemasFor, SCHEMAS_DIR, staleJsonSchemas } from './schemas/jsonSchemas';

const root = process.cwd();
const stale = staleJsonSchemas(root);

if (process.argv.includes('--check')) {
  if (stale.length) {
    console.error(`JSON Schemas missing, stale or no longer generated; run npm run schemas:\n${stale.map((file) => `  ${file}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`JSON Schemas in ${SCHEMAS_DIR}/ are current.`);
} else {
  // Every file is rewritten, not only the stale ones, so that the suggestions follow the content.
  const generated = generateJsonSchemasFor(root);
  mkdirSync(join(root, SCHEMAS_DIR), { recursive: true });
  for (const file of stale) if (generated[basename(file)] === undefined) rmSync(join(root, file));
  for (const [name, json] of Object.entries(generated)) writeFileSync(join(root, SCHEMAS_DIR, name), json);
  console.log(stale.length ? `Updated ${stale.join(', ')}` : `JSON Schemas in ${SCHEMAS_DIR}/ are current.`);
}
