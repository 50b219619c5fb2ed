import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { blockDefinitions } from '../../../../src/blocks/definitions';
import { blockSection, CATALOGUE_FILE, generateCatalogue } from '../../../../scripts/engine/schemas/blockCatalogue';
import { generateJsonSchemas } from '../../../../scripts/engine/schemas/jsonSchemas';
import { overlay } from '../../../../scripts/engine/content/translations/overlay';
import { formatPath } from '../../../../scripts/engine/content/yamlSource';
import { REPO_ROOT } from '../../../support/repository';

const ROOT = REPO_ROOT;

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

  it('tells how a page is translated, before the blocks, linking the JSON Schemas of the translation files', () => {
    const [, guide = ''] = /\n## Translating a page\n([\s\S]*?)\n## `/.exec(generated()) ?? [];
    expect(generated()).toContain('(see [Translating a page](#translating-a-page))');
    for (const file of ['pages.yaml', 'courses.yaml', 'messages.yaml', 'texts/', 'content/translations/ur/']) expect(guide).toContain(file);
    const schemas = [...guide.matchAll(/\]\(\.\.\/(content\/schemas\/[\w-]+\.schema\.json)\)/g)].map((match) => match[1]!);
    expect(schemas).toEqual(['content/schemas/translation-pages.schema.json', 'content/schemas/translation-messages.schema.json', 'content/schemas/translation-courses.schema.json']);
    for (const schema of schemas) expect(existsSync(join(ROOT, schema)), schema).toBe(true);
    // The example is a valid start of a translation, in Urdu letters, not their presentation forms.
    const example = /```yaml\n([\s\S]*?)```/.exec(guide)![1]!;
    expect(parse(example)).toEqual({ routes: { '/about': { title: 'ہمارے بارے میں', blocks: [{ type: 'page-header', subtitle: 'ہم کون ہیں اور کیسے پڑھاتے ہیں' }] } } });
    expect(example).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/u);
  });

  it.each(blockDefinitions.map((definition) => definition.type))('lists as translated every text of the %s block that a translation is asked for', (type) => {
    const definition = blockDefinitions.find((candidate) => candidate.type === type)!;
    const line = /^Translated: (.*)\.$/m.exec(blockSection(definition))![1]!;
    // "items (kind: square).size" is the field "items.size" of the chosen kind.
    const listed = new Set([...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/ \([^)]*\)/g, '')));
    for (const example of Object.values(definition.examples)) {
      // What validate reports as not yet translated when a translation gives nothing for the block.
      const asked = overlay(example, undefined, { english: [], translation: [] }).missing.map((path) =>
        formatPath(path).replace(/\[\d+\]/g, '[]').replace(/\[\]$/, ''),
      );
      for (const field of asked) expect(listed, field).toContain(field);
    }
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`(${CATALOGUE_FILE})`);
  });
});

/*
 * Mutants of the catalogue writer left alive: a stand-in for an `allOf` entry without `then` (only an
 * intersection has such entries, and the stand-in, like the intersection itself, has no field to
 * list: equivalent), and two paths no block reaches: an alternative without its discriminator const
 * (the rewrite gives each one), and a block without a description in the index at the top (every
 * block has one).
 */
describe('a block\'s section of the catalogue', () => {
  it('tells an editor each field\'s type, whether it is required, what it allows, and what it is for', () => {
    const schema = z
      .object({
        type: z.literal('demo'),
        enabled: z.boolean().default(false).meta({ description: 'Whether | it\nshows' }),
        ratio: z.number(),
        sizes: z.array(z.number()).min(1).max(3).meta({ description: 'Sizes' }),
        counts: z.array(z.int()).optional().meta({ description: 'Counts' }),
        extras: z.array(z.unknown()).optional().meta({ description: 'Anything else' }),
        note: z.unknown().optional().meta({ description: 'A note' }),
        link: z.object({ to: z.string().min(1).optional().meta({ description: 'Where' }) }).optional().meta({ description: 'A link' }),
        links: z.array(z.object({ label: z.string().meta({ description: 'Its words' }) })).optional().meta({ description: 'More links' }),
        shape: z
          .discriminatedUnion('kind', [
            z.object({ size: z.int().meta({ description: 'Side' }), kind: z.literal('square') }),
            z.object({ radius: z.number().meta({ description: 'Radius' }), kind: z.literal('circle') }),
          ])
          .meta({ description: 'A shape' }),
      })
      .meta({ description: 'Draws a demo' });
    expect(blockSection({ type: 'demo', kind: 'island', schema, examples: { default: { type: 'demo' } } })).toBe(
      [
        '## `demo`',
        '',
        'Draws a demo. Interactive: runs a script in the browser.',
        '',
        'Translated: `links[].label`.',
        '',
        '| Field | Type | Required or default | Allowed values | Description |',
        '| --- | --- | --- | --- | --- |',
        // A "|" in a description would end its cell, and a line break its row.
        '| `enabled` | true or false | default `false` |  | Whether \\| it shows |',
        '| `ratio` | number | required |  |  |',
        '| `sizes` | list of numbers | required | 1 to 3 items | Sizes |',
        '| `counts` | list of whole numbers | optional |  | Counts |',
        '| `extras` | list of anything | optional |  | Anything else |',
        '| `note` | anything | optional |  | A note |',
        '| `link` | object | optional |  | A link |',
        '| `link.to` | text | optional | not empty | Where |',
        // The fields of the objects in a list are named after the list.
        '| `links` | list of objects | optional |  | More links |',
        '| `links[].label` | text | required |  | Its words |',
        '| `shape` | object | required |  | A shape |',
        '| `shape.kind` | text | required | `square`, `circle` | Which kind this is; the other fields allowed depend on it |',
        // Each alternative's fields are named by the value that chooses it, wherever it is written.
        '| `shape (kind: square).size` | whole number | required |  | Side |',
        '| `shape (kind: circle).radius` | number | required |  | Radius |',
        '',
        'Example:',
        '',
        '```yaml',
        '- type: demo',
        '```',
      ].join('\n'),
    );
  });

  it('says so when a block has no field besides its type, and does without a description', () => {
    const schema = z.object({ type: z.literal('divider') });
    expect(blockSection({ type: 'divider', kind: 'static', schema, examples: { default: { type: 'divider' } } })).toBe(
      [
        '## `divider`',
        '',
        'Drawn at build time; runs no script.',
        '',
        'Translated: none; it is the same in every language.',
        '',
        'No fields besides `type`.',
        '',
        'Example:',
        '',
        '```yaml',
        '- type: divider',
        '```',
      ].join('\n'),
    );
  });

  it('says which fields a translation gives: texts and lists of texts, not choices, formats, addresses or ids', () => {
    const schema = z.object({
      type: z.literal('notice'),
      heading: z.string().min(1).meta({ description: 'Heading' }),
      markdown: z.union([z.string(), z.object({ file: z.string() })]).meta({ description: 'Text or file' }),
      points: z.array(z.string()).meta({ description: 'Points' }),
      tone: z.enum(['warm', 'cool']).meta({ description: 'A choice' }),
      time: z.string().regex(/^\d\d:\d\d$/).meta({ description: 'A time' }),
      items: z.array(z.string()).meta({ description: 'Ids' }),
      action: z.object({ label: z.string(), to: z.string() }).meta({ description: 'A button' }),
      count: z.int().meta({ description: 'A number' }),
    });
    expect(blockSection({ type: 'notice', kind: 'static', schema, examples: { default: { type: 'notice' } } }).split('\n')[4]).toBe(
      'Translated: `heading`, `markdown`, `points`, `action.label`.',
    );
  });

  it('shows the default example, then names the others and the file they are in', () => {
    const schema = z.object({ type: z.literal('divider'), thick: z.boolean().optional() });
    const examples = { thick: { type: 'divider', thick: true }, default: { type: 'divider' }, thin: { type: 'divider', thick: false } };
    expect(blockSection({ type: 'divider', kind: 'static', schema, examples }).split('Example:')[1]).toBe(
      ['', '', '```yaml', '- type: divider', '```', '', 'More examples in [`src/blocks/divider/examples.ts`](../src/blocks/divider/examples.ts): `thick`, `thin`.'].join('\n'),
    );
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
