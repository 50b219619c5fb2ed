import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editorJsonSchema, generateJsonSchemas, generateJsonSchemasFor, matchesGenerated, SCHEMAS_DIR, staleJsonSchemas } from '../../../../scripts/engine/schemas/jsonSchemas';
import { CONTENT_EXAMPLES_COMMENT } from '../../../../scripts/engine/schemas/knownValues';
import { markdownSource, route } from '../../../../src/schema/primitives';
import { collectionNames } from '../../../../src/schema/collections';
import { REPO_ROOT } from '../../../support/repository';

const ROOT = REPO_ROOT;
const FIX = 'run npm run schemas';

/*
 * Generated inside the tests, never as the file loads: mutation testing counts code run while a file
 * loads as covered by every test, and could not tell which test notices a change to the generator.
 */
let schemas: Record<string, string> | undefined;
const generated = () => (schemas ??= generateJsonSchemas());
/** pages.yaml's and each collection's, and the same for a translation's files, with its messages'. */
const schemaFiles = [
  'pages.schema.json',
  ...collectionNames.map((name) => `${name}.schema.json`),
  'translation-pages.schema.json',
  'translation-messages.schema.json',
  ...collectionNames.map((name) => `translation-${name}.schema.json`),
];

describe('JSON Schemas', () => {
  it('has one for pages.yaml and one per collection, and the same for a translation', () => {
    expect(Object.keys(generated()).sort()).toEqual([...schemaFiles].sort());
  });

  // A zod type JSON Schema cannot express becomes an open schema rather than an error. The mutant
  // that replaces that setting ("any") with an empty text is equivalent: zod then merges the empty
  // text into the open schema, which stays open.
  it('is generated the same way every time', () => {
    expect(generateJsonSchemas()).toEqual(generated());
  });

  it.each(schemaFiles)('content/schemas/%s is current', (name) => {
    const path = join(ROOT, SCHEMAS_DIR, name);
    expect(existsSync(path), `${SCHEMAS_DIR}/${name} is missing; ${FIX}`).toBe(true);
    expect(matchesGenerated(readFileSync(path, 'utf8'), generated()[name]!), `${SCHEMAS_DIR}/${name} is stale; ${FIX}`).toBe(true);
  });

  it('does not count suggestions read from the content as a difference', () => {
    const withContent = generateJsonSchemasFor(ROOT)['pages.schema.json']!;
    expect(withContent).not.toBe(generated()['pages.schema.json']);
    expect(withContent).toContain('"/contact"');
    expect(matchesGenerated(withContent, generated()['pages.schema.json']!)).toBe(true);
  });

  it('counts any other difference', () => {
    const edited = generated()['pages.schema.json']!.replace('"additionalProperties": false', '"additionalProperties": true');
    expect(matchesGenerated(edited, generated()['pages.schema.json']!)).toBe(false);
  });

  it('counts a file that is not JSON as a difference', () => {
    expect(matchesGenerated('{ "type": ', generated()['pages.schema.json']!)).toBe(false);
  });

  it('leaves no schema in content/schemas that nothing generates', () => {
    const committed = readdirSync(join(ROOT, SCHEMAS_DIR)).filter((name) => name.endsWith('.schema.json'));
    expect(committed.sort()).toEqual(Object.keys(generated()).sort());
  });
});

describe('the suggestions read from the content', () => {
  const known = { routes: ['/', '/contact'], textFiles: ['texts/about.md'] };
  const linkAndText = z.object({ to: route, title: z.string(), markdown: markdownSource });
  type JsonNode = { properties: Record<string, { examples?: string[]; $comment?: string; then?: JsonNode }> };

  it('are offered on every link to a route, marked as read from the content, and on no other field', () => {
    const json = editorJsonSchema(linkAndText, known) as unknown as JsonNode;
    expect(json.properties.to).toMatchObject({ examples: ['/', '/contact'], $comment: CONTENT_EXAMPLES_COMMENT });
    expect(json.properties.title).not.toHaveProperty('examples');
    expect(JSON.stringify(json.properties.markdown)).not.toContain('/contact');
  });

  it('offer the Markdown files under content/ wherever a text may be kept in one', () => {
    const json = editorJsonSchema(linkAndText, known) as unknown as JsonNode;
    // A text kept in a file is told apart from one written inline by its `file` field.
    expect(json.properties.markdown?.then?.properties.file).toMatchObject({ examples: ['texts/about.md'], $comment: CONTENT_EXAMPLES_COMMENT });
    expect(JSON.stringify(json.properties.to)).not.toContain('texts/about.md');
  });

  it('leave no trace in the committed schemas when none are read', () => {
    // Generated afresh: mutation testing credits a memoised result only to the test that made it.
    for (const json of Object.values(generateJsonSchemas())) {
      expect(json).not.toContain('"examples"');
      expect(json).not.toContain(CONTENT_EXAMPLES_COMMENT);
    }
  });
});

describe('the YAML files point at their schema', () => {
  const firstLine = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n')[0];

  it('pages.yaml', () => {
    expect(firstLine('pages.yaml')).toBe('# yaml-language-server: $schema=content/schemas/pages.schema.json');
  });

  it.each(collectionNames)('content/%s.yaml', (name) => {
    expect(firstLine(`content/${name}.yaml`)).toBe(`# yaml-language-server: $schema=schemas/${name}.schema.json`);
  });
});

describe('the schemas validate checks are current', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  /** A site whose content/schemas holds the committed schemas. */
  const siteWithSchemas = () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-'));
    folders.push(root);
    cpSync(join(ROOT, SCHEMAS_DIR), join(root, SCHEMAS_DIR), { recursive: true });
    return root;
  };

  // Reading a committed schema with no encoding named gives its bytes, which JSON.parse reads as
  // UTF-8 all the same: that mutant of staleJsonSchemas is equivalent.
  it('finds none stale when they are as generated, whatever else the folder holds', () => {
    const root = siteWithSchemas();
    writeFileSync(join(root, SCHEMAS_DIR, 'README.md'), 'Generated; do not edit.\n');
    expect(staleJsonSchemas(root)).toEqual([]);
  });

  it('lists, sorted, the schemas that differ, are missing, or that nothing generates any more', () => {
    const root = siteWithSchemas();
    const team = join(root, SCHEMAS_DIR, 'team.schema.json');
    writeFileSync(team, readFileSync(team, 'utf8').replace('"additionalProperties": false', '"additionalProperties": true'));
    rmSync(join(root, SCHEMAS_DIR, 'books.schema.json'));
    writeFileSync(join(root, SCHEMAS_DIR, 'albums.schema.json'), '{}\n');
    expect(staleJsonSchemas(root)).toEqual([`${SCHEMAS_DIR}/albums.schema.json`, `${SCHEMAS_DIR}/books.schema.json`, `${SCHEMAS_DIR}/team.schema.json`]);
  });

  it('lists every schema when the folder is missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-'));
    folders.push(root);
    expect(staleJsonSchemas(root)).toEqual([...schemaFiles].sort().map((name) => `${SCHEMAS_DIR}/${name}`));
  });
});
