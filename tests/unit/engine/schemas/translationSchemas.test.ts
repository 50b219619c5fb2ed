import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../support/repository';

/*
 * The JSON Schemas of the translation files, as an editor's YAML extension runs them: the Urdu
 * translation passes them, and they catch what an editor gets wrong in the shape (a misspelt
 * field, a block without its type, a message group the English lacks).
 */
const schemas = join(REPO_ROOT, 'content/schemas');
const urdu = join(REPO_ROOT, 'content/translations/ur');
const validatorFor = (name: string) => new Ajv({ allErrors: true, strict: true, validateFormats: false }).compile(JSON.parse(readFileSync(join(schemas, name), 'utf8')) as object);
const read = (file: string): unknown => parse(readFileSync(join(urdu, file), 'utf8'));

/** The schema each translation file points at: its pages, its messages by group, or its collection's. */
const schemaOf = (file: string) => (file.startsWith('messages') ? 'translation-messages.schema.json' : `translation-${file.replace(/\.yaml$/, '')}.schema.json`);

describe("the translation files' JSON Schemas", () => {
  const files = [...readdirSync(urdu).filter((file) => file.endsWith('.yaml')), ...readdirSync(join(urdu, 'messages')).map((file) => `messages/${file}`)];

  it.each(files)('pass content/translations/ur/%s', (file) => {
    const validate = validatorFor(schemaOf(file));
    expect(validate(read(file)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuse a misspelt field, a block without its type and a message group the English lacks', () => {
    const pages = validatorFor('translation-pages.schema.json');
    expect(pages({ routes: { '/about': { titel: 'ہمارے بارے میں' } } })).toBe(false);
    expect(pages({ routes: { '/about': { blocks: [{ subtitle: 'ہم کون ہیں' }] } } })).toBe(false);
    expect(pages({ routes: { '/about': { title: 'ہمارے بارے میں', blocks: [{ type: 'page-header', subtitle: 'ہم کون ہیں' }] } } })).toBe(true);
    const messages = validatorFor('translation-messages.schema.json');
    expect(messages({ shel: { menu: 'مینو' } })).toBe(false);
    expect(messages({ shell: { menu: 'مینو' } })).toBe(false);
  });
});
