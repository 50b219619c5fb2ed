import { stringify } from 'yaml';
import type { z } from 'zod';
import { blockDefinitions, type BlockDefinition } from '../../../src/blocks/definitions';
import { isSameInEveryLanguage } from '../content/translations/translatable';
import { editorJsonSchema } from './editorJsonSchema';
import { TRANSLATION_GUIDE_HEADING, translationGuide } from './translationGuide';

/**
 * docs/blocks.md: every block an editor can put on a page, what it draws, its fields and its
 * default example, written from the block definitions (their zod schemas, `.meta({ description })`
 * and `examples`), so the catalogue says what the validator accepts.
 */
export const CATALOGUE_FILE = 'docs/blocks.md';

type Json = {
  readonly type?: string;
  readonly description?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, Json>>;
  readonly required?: readonly string[];
  readonly items?: Json;
  readonly anyOf?: readonly Json[];
  readonly oneOf?: readonly Json[];
  readonly allOf?: readonly { readonly then?: Json }[];
};

interface Row {
  readonly field: string;
  readonly type: string;
  readonly presence: string;
  readonly allowed: string;
  readonly description: string;
  /** Whether a translation gives it, in its language. */
  readonly translated: boolean;
}

/**
 * The block as the editor's JSON Schema describes it, without the content's suggestions; a union
 * told apart by a field's presence stays a list of alternatives, which the tables show as its types.
 */
const jsonSchemaOf = (schema: z.ZodType) => editorJsonSchema(schema, undefined, { keepPlainUnions: true }) as Json;

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
/** A union's alternatives, unions within it spread out. */
const options = (node: Json): Json[] => (node.anyOf ?? node.oneOf ?? []).flatMap((option) => (option.anyOf ?? option.oneOf ? options(option) : [option]));
const variants = (node: Json) => node.allOf?.flatMap((part) => (part.then ? [part.then] : [])) ?? [];

const plural = (type: string) => ({ object: 'objects', text: 'texts', 'whole number': 'whole numbers', number: 'numbers' })[type] ?? type;

function typeOf(node: Json): string {
  if (node.const !== undefined) return code(node.const);
  if (options(node).length) return [...new Set(options(node).map(typeOf))].join(' or ');
  if (node.type === 'array') return `list of ${plural(typeOf(node.items ?? {}))}`;
  if (node.type === 'integer') return 'whole number';
  if (node.type === 'string') return 'text';
  if (node.type === 'boolean') return 'true or false';
  return node.type ?? 'anything';
}

function allowedOf(node: Json): string {
  const found: string[] = [];
  if (node.enum) found.push(node.enum.map(code).join(', '));
  const consts = options(node).filter((option) => option.const !== undefined);
  if (consts.length) found.push(consts.map((option) => code(option.const)).join(', '));
  // Patterns are left out: a regular expression helps no editor, and each field's description says what to write.
  if (node.minItems !== undefined && node.maxItems !== undefined) found.push(`${node.minItems} to ${node.maxItems} items`);
  else if (node.minItems !== undefined) found.push(`at least ${node.minItems}`);
  else if (node.maxItems !== undefined) found.push(`at most ${node.maxItems}`);
  if (node.minLength === 1) found.push('not empty');
  // A const alternative, listed above, has nothing more to allow.
  for (const option of options(node)) if (allowedOf(option)) found.push(`${typeOf(option)}: ${allowedOf(option)}`);
  return found.join('; ');
}

/** A value a visitor reads and an editor writes freely: a text with no fixed choices, pattern or format. */
const isFreeText = (node: Json) => node.type === 'string' && node.const === undefined && !node.enum && node.pattern === undefined && node.format === undefined;

/**
 * Whether a translation gives the field in its language, as the build lays translations over the
 * English (content/translations/translatable.ts): a text, or a list of texts, under a name that is
 * not the same in every language. A Markdown field holds a text or names a file; a translation
 * gives either.
 */
function isTranslated(key: string, node: Json): boolean {
  if (isSameInEveryLanguage(key)) return false;
  const texts = (inner: Json) => isFreeText(inner) || (inner.type === 'array' && !!inner.items && isFreeText(inner.items));
  return texts(node) || options(node).some(texts);
}

/** The object a field holds, directly, in its list, or among its alternatives, whose fields get rows of their own. */
function objectsIn(node: Json, name: string): { prefix: string; object: Json }[] {
  if (variants(node).length) {
    // The union's own fields (its discriminator), then each alternative's.
    return [{ prefix: name, object: node }, ...variants(node).map((variant) => {
      const chosenBy = Object.entries(variant.properties ?? {}).find(([, property]) => property.const !== undefined);
      return { prefix: chosenBy ? `${name} (${chosenBy[0]}: ${String(chosenBy[1].const)})` : name, object: variant };
    })];
  }
  if (node.properties) return [{ prefix: name, object: node }];
  if (node.items) return objectsIn(node.items, `${name}[]`);
  return options(node).flatMap((option) => objectsIn(option, name));
}

function rowsOf(object: Json, prefix: string): Row[] {
  // A variant's own `type` or `collection` const is said by its prefix already.
  return Object.entries(object.properties ?? {}).filter(([, node]) => node.const === undefined).flatMap(([key, node]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    const presence = object.required?.includes(key) ? 'required' : node.default !== undefined ? `default ${code(node.default)}` : 'optional';
    const row: Row = { field, type: typeOf(node), presence, allowed: allowedOf(node), description: node.description ?? '', translated: isTranslated(key, node) };
    return [row, ...objectsIn(node, field).flatMap(({ prefix: inner, object: child }) => rowsOf(child, inner))];
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(rows: readonly Row[]): string {
  const lines = rows.map((row) => `| ${[code(row.field), row.type, row.presence, row.allowed, row.description].map(cell).join(' | ')} |`);
  return ['| Field | Type | Required or default | Allowed values | Description |', '| --- | --- | --- | --- | --- |', ...lines].join('\n');
}

/** What a block's section is written from. */
export interface CatalogueEntry {
  readonly type: string;
  readonly kind: BlockDefinition['kind'];
  readonly schema: z.ZodType;
  readonly examples: { readonly default: unknown } & Readonly<Record<string, unknown>>;
}

/** Where a block's named examples are written, linked from the catalogue (in docs/) for a reader who wants to see the others. */
const examplesLink = (type: string) => `[\`src/blocks/${type}/examples.ts\`](../src/blocks/${type}/examples.ts)`;

/** One block's section: its heading, what it draws, a table of its fields, its default example, and the names of its others. */
export function blockSection(definition: CatalogueEntry): string {
  const json = jsonSchemaOf(definition.schema);
  const rows = rowsOf(json, '');
  const others = Object.keys(definition.examples).filter((name) => name !== 'default');
  const runs = definition.kind === 'island' ? 'Interactive: runs a script in the browser.' : 'Drawn at build time; runs no script.';
  const translated = rows.filter((row) => row.translated).map((row) => code(row.field));
  return [
    `## \`${definition.type}\``,
    '',
    [json.description, runs].filter(Boolean).map((text) => (text!.endsWith('.') ? text : `${text}.`)).join(' '),
    '',
    translated.length ? `Translated: ${translated.join(', ')}.` : 'Translated: none; it is the same in every language.',
    '',
    rows.length ? table(rows) : 'No fields besides `type`.',
    '',
    'Example:',
    '',
    '```yaml',
    stringify([definition.examples.default], { lineWidth: 0 }).trimEnd(),
    '```',
    ...(others.length ? ['', `More examples in ${examplesLink(definition.type)}: ${others.map(code).join(', ')}.`] : []),
  ].join('\n');
}

/** A heading's anchor, as GitHub makes it: lower case, spaces as dashes. */
const anchorOf = (heading: string) => heading.toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-');

export function generateCatalogue(): string {
  const index = blockDefinitions.map((definition) => `- [\`${definition.type}\`](#${definition.type}): ${jsonSchemaOf(definition.schema).description ?? ''}`);
  return [
    '# Blocks',
    '',
    '<!-- Generated by `npm run catalogue` from the block definitions in src/blocks; edit those, not this file. -->',
    '',
    'Every block an editor can put in a page\'s `blocks:` list in `pages.yaml`. Each starts with its',
    '`type`; the fields below are its others. "Required" fields must be written, fields with a default',
    'take it when left out, and optional ones draw nothing when left out. Texts may not be empty.',
    `"Translated" lists the fields a translation gives in another language (see [${TRANSLATION_GUIDE_HEADING}](#${anchorOf(TRANSLATION_GUIDE_HEADING)})).`,
    '',
    ...index,
    '',
    translationGuide(),
    '',
    ...blockDefinitions.map(blockSection).flatMap((text) => [text, '']),
  ].join('\n');
}
