import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../src/blocks/definitions';
import { CATALOGUE_FILE, generateCatalogue } from '../../scripts/content/blockCatalogue';
import { generateJsonSchemas } from '../../scripts/content/jsonSchemas';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/*
 * Generated inside the tests, never as the file loads: mutation testing counts code run while a file
 * loads as covered by every test, and could not tell which test notices a change to the generator.
 */
let catalogue: string | undefined;
const generated = () => (catalogue ??= generateCatalogue());

describe('the block catalogue', () => {
  it(`${CATALOGUE_FILE} is current`, () => {
    const path = join(ROOT, CATALOGUE_FILE);
    expect(existsSync(path), `${CATALOGUE_FILE} is missing; run npm run catalogue`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${CATALOGUE_FILE} is stale; run npm run catalogue`).toBe(generated());
  });

  it.each(blockDefinitions.map((definition) => definition.type))('has a section and an example for %s', (type) => {
    expect(generated()).toContain(`## \`${type}\``);
    expect(generated()).toContain(`- type: ${type}\n`);
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`(${CATALOGUE_FILE})`);
  });
});

/** Every property of every object in a JSON Schema that has no description, by where it is. */
function undescribed(node: unknown, where: string): string[] {
  if (Array.isArray(node)) return node.flatMap((inner, index) => undescribed(inner, `${where}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const properties = (object.properties ?? {}) as Record<string, Record<string, unknown>>;
  const missing = Object.entries(properties)
    // A block's `type: hero` inside its own branch is explained by the `type` of the list it is in.
    .filter(([, property]) => property.description === undefined && property.const === undefined)
    .map(([key]) => `${where}/properties/${key}`);
  // An `if` only tells the kinds apart; the editor shows the descriptions of the branch it chose.
  return [...missing, ...Object.entries(object).filter(([key]) => key !== 'if').flatMap(([key, inner]) => undescribed(inner, `${where}/${key}`))];
}

describe('the JSON Schemas', () => {
  it('describe every field, for the editor to show on hover', () => {
    const schemas = generateJsonSchemas();
    expect(Object.keys(schemas)).toContain('pages.schema.json');
    for (const [name, json] of Object.entries(schemas)) expect(undescribed(JSON.parse(json), name)).toEqual([]);
  });
});
