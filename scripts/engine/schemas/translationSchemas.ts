import { z } from 'zod';
import { collectionFileSchema, collectionNames, type CollectionName } from '../../../src/schema/collections';
import { pagesFileSchema } from '../../../src/app/page/pageSchema';
import { en } from '../../../src/i18n/messages/en';
import { editorJsonSchema } from './editorJsonSchema';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON Schema for a part of what it describes, as a translation gives it: no field required but a
 * block's `type` (blocks are paired with the English by it), lists of any length, no defaults. What a
 * translation may not give (an address, a number) is still described; the build refuses it, located.
 */
function partOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(partOf);
  if (!isObject(node)) return node;
  const part: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'required' && Array.isArray(value)) {
      if (value.includes('type')) part.required = ['type'];
    } else if (!['minItems', 'maxItems', 'minProperties', 'default'].includes(key)) {
      part[key] = partOf(value);
    }
  }
  return part;
}

const json = (schema: Json, title: string, description: string) => {
  const { $schema, ...rest } = schema;
  return `${JSON.stringify({ $schema, title, description, ...rest }, null, 2)}\n`;
};

/** content/translations/<code>/pages.yaml: the site's settings, templates by name and routes by path, each in part. */
function pagesTranslationSchema(): Json {
  const english = editorJsonSchema(pagesFileSchema);
  const properties = english.properties as Json;
  const route = { ...((properties.routes as Json).items as Json).then as Json };
  const { path: _path, aliases: _aliases, ...routeFields } = route.properties as Json;
  return {
    $schema: english.$schema,
    type: 'object',
    additionalProperties: false,
    properties: {
      site: partOf(properties.site),
      templates: partOf(properties.templates),
      routes: {
        description: 'The pages in this language, each under its path in pages.yaml ("/about"), giving the texts of its English',
        type: 'object',
        propertyNames: { type: 'string', pattern: '^(\\*|\\/[A-Za-z0-9\\-/]*)$' },
        additionalProperties: partOf({ ...route, properties: routeFields }),
      },
    },
  };
}

/** A collection's translation: each item's texts under its id. */
function collectionTranslationSchema(name: (typeof collectionNames)[number]): Json {
  const english = editorJsonSchema(collectionFileSchema(name));
  return { $schema: english.$schema, type: 'object', additionalProperties: partOf(english.items) };
}

/** The code's texts, group by group as the English catalog has them; each text shows its English. */
function catalogSchema(catalog: unknown, path = ''): z.ZodType {
  if (typeof catalog === 'string') return z.string().min(1).meta({ description: `The English: "${catalog}"` });
  const entries = Object.entries(catalog as Json);
  if (entries.some(([key]) => key === 'other')) {
    return z.strictObject(Object.fromEntries(entries.map(([key, text]) => [key, z.string().min(1).meta({ description: `The English: "${String(text)}"` })]))).meta({ description: 'A text for each count the language tells apart (one, other...)' });
  }
  const object = z.strictObject(Object.fromEntries(entries.map(([key, inner]) => [key, catalogSchema(inner, path ? `${path}.${key}` : key)])));
  return path ? object.meta({ description: `The texts of "${path}" (src/i18n/messages/en/${path.split('.')[0]!}.ts)` }) : object;
}

function messagesTranslationSchema(): Json {
  // Groups are optional here: a group may live in a file of its own under messages/. The build asks for every one.
  return editorJsonSchema((catalogSchema(en) as z.ZodObject).partial());
}

/** The file name under content/schemas/ of the JSON Schema of a translation's pages.yaml, its messages, or a collection's file. */
export const translationSchemaFile = (file: 'pages' | 'messages' | CollectionName) => `translation-${file}.schema.json`;

/** The JSON Schemas of a translation's files, by file name under content/schemas/. */
export function translationJsonSchemas(): Record<string, string> {
  const schemas: Record<string, string> = {
    [translationSchemaFile('pages')]: json(pagesTranslationSchema(), 'content/translations/<language>/pages.yaml', 'The texts of pages.yaml in another language'),
    [translationSchemaFile('messages')]: json(messagesTranslationSchema(), 'content/translations/<language>/messages.yaml', "The texts of the site's code in another language, by group"),
  };
  for (const name of collectionNames) {
    schemas[translationSchemaFile(name)] = json(collectionTranslationSchema(name), `content/translations/<language>/${name}.yaml`, `The texts of the "${name}" collection's items in another language, by id`);
  }
  return schemas;
}
