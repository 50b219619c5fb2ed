import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { collectionFileSchema, collectionNames } from '../schema/collections';
import { pagesFileSchema } from '../schema/page';

export const SCHEMAS_DIR = 'content/schemas';

function toJson(schema: z.ZodType, title: string, description: string): string {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return `${JSON.stringify({ $schema, title, description, ...rest }, null, 2)}\n`;
}

/**
 * The JSON Schemas editors' YAML files point at (`# yaml-language-server: $schema=...`), keyed
 * by file name under content/schemas/. Generated from the zod schemas, so they cannot drift.
 */
export function generateJsonSchemas(): Record<string, string> {
  const schemas: Record<string, string> = {
    'pages.schema.json': toJson(pagesFileSchema, 'pages.yaml', 'Site settings and every route with its blocks'),
  };
  for (const name of [...collectionNames].sort()) {
    schemas[`${name}.schema.json`] = toJson(collectionFileSchema(name), `content/${name}.yaml`, `The items of the "${name}" collection`);
  }
  return schemas;
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
    .filter(([name, json]) => !existing.includes(name) || readFileSync(join(folder, name), 'utf8') !== json)
    .map(([name]) => name);
  const orphaned = existing.filter((name) => !(name in generated));
  return [...differing, ...orphaned].sort().map((name) => `${SCHEMAS_DIR}/${name}`);
}
