/**
 * Writes the JSON Schemas generated from the zod schemas into content/schemas/, where the YAML
 * files' `# yaml-language-server: $schema=` comments point. With --check, writes nothing and
 * exits 1 listing the files that are stale.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { generateJsonSchemas, SCHEMAS_DIR, staleJsonSchemas } from '../src/content/jsonSchemas';

const root = process.cwd();
const stale = staleJsonSchemas(root);

if (process.argv.includes('--check')) {
  if (stale.length) {
    console.error(`JSON Schemas missing, stale or no longer generated; run npx tsx scripts/generate-schemas.ts:\n${stale.map((file) => `  ${file}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`JSON Schemas in ${SCHEMAS_DIR}/ are current.`);
} else {
  const generated = generateJsonSchemas();
  mkdirSync(join(root, SCHEMAS_DIR), { recursive: true });
  for (const file of stale) {
    const json = generated[basename(file)];
    if (json === undefined) rmSync(join(root, file));
    else writeFileSync(join(root, file), json);
  }
  console.log(stale.length ? `Updated ${stale.join(', ')}` : `JSON Schemas in ${SCHEMAS_DIR}/ are current.`);
}
