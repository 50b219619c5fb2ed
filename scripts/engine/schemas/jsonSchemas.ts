import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { collectionFileSchema, collectionNames } from '../../../src/schema/collections';
import { pagesFileSchema } from '../../../src/app/page/pageSchema';
import { translationJsonSchemas } from './translationSchemas';
import { NO_KNOWN_VALUES, readKnownValues, withoutContentExamples, type KnownValues } from './knownValues';
import { editorJsonSchema } from './editorJsonSchema';

export { editorJsonSchema } from './editorJsonSchema';

export const SCHEMAS_DIR = 'content/schemas';

function toJson(schema: z.ZodType, title: string, description: string, known: KnownValues): string {
  const generated = editorJsonSchema(schema, known);
  const { $schema, ...rest } = generated;
  return `${JSON.stringify({ $schema, title, description, ...rest }, null, 2)}\n`;
}

/**
 * The JSON Schemas editors' YAML files point at (`# yaml-language-server: $schema=...`), keyed
 * by file name under content/schemas/. Generated from the zod schemas, so they cannot drift;
 * `known` adds the routes and text files of the content as suggestions (see knownValues.ts).
 */
export function generateJsonSchemas(known: KnownValues = NO_KNOWN_VALUES): Record<string, string> {
  const schemas: Record<string, string> = {
    'pages.schema.json': toJson(pagesFileSchema, 'pages.yaml', 'Site settings and every route with its blocks', known),
  };
  for (const name of collectionNames) {
    schemas[`${name}.schema.json`] = toJson(collectionFileSchema(name), `content/${name}.yaml`, `The items of the "${name}" collection`, known);
  }
  return { ...schemas, ...translationJsonSchemas() };
}

/** The schemas to write into content/schemas/, with the suggestions read from the content under `root`. */
export function generateJsonSchemasFor(root: string): Record<string, string> {
  return generateJsonSchemas(readKnownValues(root));
}

/** Whether a committed schema says what the zod schemas generate; the content's suggestions may differ. */
export function matchesGenerated(committed: string, generated: string): boolean {
  try {
    const comparable = (json: string) => JSON.stringify(withoutContentExamples(JSON.parse(json)));
    return comparable(committed) === comparable(generated);
  } catch {
    return false;
  }
}

/**
 * Files under content/schemas/ that are missing or differ from what the zod schemas generate,
 * and `*.schema.json` files there that nothing generates any more (a removed collection).
 */
export function staleJsonSchemas(root: string): string[] {
  const generated = generateJsonSchemas();
  const folder = join(root, SCHEMAS_DIR);
  const existing = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.schema.json')) : [];
  const differing = Object.entries(generated)
    .filter(([name, json]) => !existing.includes(name) || !matchesGenerated(readFileSync(join(folder, name), 'utf8'), json))
    .map(([name]) => name);
  const orphaned = existing.filter((name) => !(name in generated));
  return [...differing, ...orphaned].sort().map((name) => `${SCHEMAS_DIR}/${name}`);
}
