import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SCHEMAS_DIR } from '../../../../scripts/engine/schemas/jsonSchemas';
import { collectionNames } from '../../../../src/schema/collections';
import { REPO_ROOT } from '../../../support/repository';

/**
 * The committed JSON Schemas, run through ajv as an editor's YAML extension would run them: the real
 * content passes, and one mistake in a block gives one error, at the mistake, not one per block type.
 */
const ROOT = REPO_ROOT;
const read = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const yaml = (file: string): unknown => parse(readFileSync(join(ROOT, file), 'utf8'));

// Formats (email, uri) are left to zod; ajv without ajv-formats would only warn about them.
const validator = (allErrors: boolean) => new Ajv({ allErrors, strict: true, validateFormats: false });
const pagesSchema = read(`${SCHEMAS_DIR}/pages.schema.json`) as object;

// Compiling the pages schema takes most of a second: once for each way of reporting.
const compiled = new Map<boolean, ValidateFunction>();
const pagesValidator = (allErrors: boolean) => compiled.get(allErrors) ?? compiled.set(allErrors, validator(allErrors).compile(pagesSchema)).get(allErrors)!;

function errorsFor(block: unknown, allErrors: boolean): ErrorObject[] {
  const pages = yaml('pages.yaml') as { routes: { blocks: unknown[] }[] };
  pages.routes[0]!.blocks = [block];
  const validate = pagesValidator(allErrors);
  validate(pages);
  return validate.errors ?? [];
}

const brief = ({ instancePath, keyword, params }: ErrorObject) => ({ instancePath, keyword, params });

const mistakes = [
  {
    name: 'a misspelt field in a hero',
    block: { type: 'hero', heading: 'Learn the Quran', headng: 'Learn the Quran', text: 'One-to-one classes.' },
    error: { instancePath: '/routes/0/blocks/0', keyword: 'additionalProperties', params: { additionalProperty: 'headng' } },
  },
  {
    name: 'a wrong enum value in pricing',
    block: { type: 'pricing', plans: 'all', action: { label: 'Get Admission', to: '/contact', variant: 'tertiary' } },
    error: { instancePath: '/routes/0/blocks/0/action/variant', keyword: 'enum', params: { allowedValues: ['primary', 'secondary', 'light'] } },
  },
  {
    name: 'a missing required field in cards',
    block: { type: 'cards', items: [{ title: 'Aqiqah Service' }] },
    error: { instancePath: '/routes/0/blocks/0/items/0', keyword: 'required', params: { missingProperty: 'text' } },
  },
  {
    name: 'an unknown block type',
    block: { type: 'proze', markdown: 'Hello' },
    error: { instancePath: '/routes/0/blocks/0/type', keyword: 'enum' },
  },
];

describe('the pages schema against wrong blocks', () => {
  it.each(mistakes)('$name gives exactly one error, at the mistake', ({ block, error }) => {
    const errors = errorsFor(block, false);
    expect(errors).toHaveLength(1);
    expect(brief(errors[0]!)).toMatchObject(error);
  });

  // Asked for every error, ajv adds to the one mistake its own summaries that a `then` failed
  // (keyword "if": at the block, and at the route, which is a page rather than a template entry).
  // The YAML language server reports no such summary.
  it.each(mistakes)('$name gives one error and ajv\'s if/then summaries when every error is asked for', ({ block, error }) => {
    const errors = errorsFor(block, true);
    const [mistake, ...rest] = errors;
    expect(brief(mistake!)).toMatchObject(error);
    const blockSummary = error.keyword === 'enum' && error.instancePath.endsWith('/type') ? [] : [{ instancePath: '/routes/0/blocks/0', keyword: 'if', params: { failingKeyword: 'then' } }];
    expect(rest.map(brief)).toEqual([...blockSummary, { instancePath: '/routes/0', keyword: 'if', params: { failingKeyword: 'then' } }]);
  });
});

describe('the committed content passes its schema', () => {
  it('pages.yaml', () => {
    const validate = pagesValidator(true);
    expect(validate(yaml('pages.yaml')), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it.each(collectionNames)('content/%s.yaml', (name) => {
    const validate = validator(true).compile(read(`${SCHEMAS_DIR}/${name}.schema.json`) as object);
    expect(validate(yaml(`content/${name}.yaml`)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });
});
