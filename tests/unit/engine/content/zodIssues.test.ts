import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { parseYamlSource } from '../../../../scripts/engine/content/yamlSource';
import { toContentErrors } from '../../../../scripts/engine/content/zodIssues';

/*
 * How a schema's complaints read to an editor, for the shapes the site's schemas are made of: small
 * schemas here, each parsing a few lines of YAML, so that every way of wording and placing a
 * mistake is seen on its own. validator.test.ts checks the same through the whole site.
 */

/** The located messages for `yaml` read as `file` and checked against `schema`. */
function errorsIn(schema: z.ZodType, yaml: string): string[] {
  const { source, errors } = parseYamlSource('pages.yaml', yaml);
  expect(errors, 'the YAML itself is valid').toEqual([]);
  const data: unknown = source.document.toJS();
  const result = schema.safeParse(data);
  return result.success ? [] : toContentErrors(result.error.issues, source, schema, data).map(formatContentError);
}

describe('values too long or of the wrong format', () => {
  it('says how many items or characters are allowed at most', () => {
    const schema = z.strictObject({ links: z.array(z.string()).max(2), label: z.string().max(5) });
    expect(errorsIn(schema, 'links: [a, b, c]\nlabel: Contact us\n')).toEqual([
      'pages.yaml:1:8: links: expected at most 2 items, found a list of 3',
      'pages.yaml:2:8: label: expected a text of at most 5 characters, found "Contact us"',
    ]);
  });

  it("uses the schema's own words when it has them", () => {
    const schema = z.strictObject({ links: z.array(z.string()).max(1, 'expected one link at most') });
    expect(errorsIn(schema, 'links: [a, b]\n')).toEqual(['pages.yaml:1:8: links: expected one link at most, found a list of 2']);
  });

  it('names the format a text does not match when the schema gives no words of its own', () => {
    const schema = z.strictObject({ code: z.string().regex(/^\d+$/) });
    expect(errorsIn(schema, 'code: abc\n')).toEqual(['pages.yaml:1:7: code: expected a text in the regex format, found "abc"']);
  });
});

describe('numbers out of range', () => {
  it('says the bound a number must reach or pass, not a count of items', () => {
    const schema = z.strictObject({ price: z.number().int().positive(), fee: z.number().positive(), surah: z.number().int().min(1).max(114), share: z.number().lt(1) });
    expect(errorsIn(schema, 'price: 0\nfee: -2.5\nsurah: 115\nshare: 1\n')).toEqual([
      'pages.yaml:1:8: price: expected a number greater than 0, found number 0',
      'pages.yaml:2:6: fee: expected a number greater than 0, found number -2.5',
      'pages.yaml:3:8: surah: expected a number of at most 114, found number 115',
      'pages.yaml:4:8: share: expected a number less than 1, found number 1',
    ]);
    expect(errorsIn(schema, 'price: 1\nfee: 1\nsurah: 0\nshare: 0\n')).toEqual(['pages.yaml:3:8: surah: expected a number of at least 1, found number 0']);
  });

  it('still counts the items of a list and the characters of a text', () => {
    const schema = z.strictObject({ links: z.array(z.string()).min(2), pair: z.array(z.string()).length(2), code: z.string().min(3) });
    expect(errorsIn(schema, 'links: [a]\npair: [a, b, c]\ncode: ab\n')).toEqual([
      'pages.yaml:1:8: links: expected at least 2 items, found a list of 1',
      'pages.yaml:2:7: pair: expected exactly 2 items, found a list of 3',
      'pages.yaml:3:7: code: expected a text of at least 3 characters, found "ab"',
    ]);
  });
});

describe('a value that may be of several kinds', () => {
  it('names every kind accepted when the value fits none of them', () => {
    const email = z.email();
    expect(errorsIn(z.strictObject({ code: z.union([z.string().regex(/^\d+$/), email]) }), 'code: abc\n')).toEqual([
      'pages.yaml:1:7: code: expected a text in the regex format or a text in the email format, found "abc"',
    ]);
    expect(errorsIn(z.strictObject({ code: z.union([z.string().regex(/^\d+$/, 'expected digits'), email]) }), 'code: abc\n')).toEqual([
      'pages.yaml:1:7: code: expected digits or a text in the email format, found "abc"',
    ]);
    const even = z.string().refine((text) => text.length % 2 === 0, 'expected a text of even length');
    expect(errorsIn(z.strictObject({ code: z.union([even, email]) }), 'code: abc\n')).toEqual([
      'pages.yaml:1:7: code: expected a text of even length or a text in the email format, found "abc"',
    ]);
  });

  it('names fixed values among the kinds, one alone or several as "one of"', () => {
    expect(errorsIn(z.strictObject({ pick: z.union([z.literal('all'), z.number()]) }), 'pick: some\n')).toEqual([
      'pages.yaml:1:7: pick: expected "all" or a number, found "some"',
    ]);
    expect(errorsIn(z.strictObject({ pick: z.union([z.enum(['all', 'none']), z.number()]) }), 'pick: some\n')).toEqual([
      'pages.yaml:1:7: pick: expected one of "all", "none" or a number, found "some"',
    ]);
  });

  it('gathers the kinds of a union inside a union into one message', () => {
    const inner = z.union([z.enum(['all', 'none']), z.number()]);
    expect(errorsIn(z.strictObject({ pick: z.union([inner, z.boolean()]) }), 'pick: some\n')).toEqual([
      'pages.yaml:1:7: pick: expected one of "all", "none" or a number or true or false, found "some"',
    ]);
    const letters = z.union([z.literal('a'), z.literal('b')]);
    expect(errorsIn(z.strictObject({ pick: z.union([letters, z.literal('c')]) }), 'pick: d\n')).toEqual([
      'pages.yaml:1:7: pick: expected one of "a", "b", "c", found "d". Did you mean "a"?',
    ]);
  });

  it('reports the mistake inside the kind that was meant: the one with fewest mistakes, then the deepest', () => {
    const link = z.strictObject({ to: z.string() });
    for (const options of [[link, z.number()], [z.number(), link]] as const) {
      expect(errorsIn(z.strictObject({ action: z.union(options) }), 'action: { to: 1 }\n')).toEqual([
        'pages.yaml:1:15: action.to: expected a text, found number 1 (write it in quotes: "1")',
      ]);
    }
    const pair = z.strictObject({ from: z.string(), to: z.string() });
    expect(errorsIn(z.strictObject({ range: z.union([pair, z.number()]) }), 'range: { from: 1, to: 2 }\n')).toEqual([
      'pages.yaml:1:8: range: expected a number, found a set of fields',
    ]);
  });

  it('keeps the hint of the one kind that fits best when the others have more mistakes', () => {
    const schema = z.strictObject({ code: z.union([z.string(), z.number().min(100).multipleOf(5), z.number().min(200).multipleOf(7)]) });
    expect(errorsIn(schema, 'code: 42\n')).toEqual(['pages.yaml:1:7: code: expected a text, found number 42 (write it in quotes: "42")']);
    const twoFormats = z.string().regex(/\d/).regex(/[A-Z]/);
    expect(errorsIn(z.strictObject({ code: z.union([twoFormats, z.email()]) }), 'code: ab\n')).toEqual([
      'pages.yaml:1:7: code: expected a text in the email format, found "ab"',
    ]);
  });

  it('prefers a name that exists nowhere over a value of another kind, whichever comes first', () => {
    const teacher = z.string().refine((name) => ['hassan', 'abbas'].includes(name), 'no teacher "hasan". Did you mean "hassan"?');
    const code = z.string().regex(/^\d+$/);
    for (const options of [[teacher, code], [code, teacher]] as const) {
      expect(errorsIn(z.strictObject({ lead: z.union(options) }), 'lead: hasan\n')).toEqual([
        'pages.yaml:1:7: lead: no teacher "hasan". Did you mean "hassan"?',
      ]);
    }
  });

  it('does not take a value of the wrong kind for a reference, and does not merge a mistake with no named kind', () => {
    const schema = z.strictObject({ size: z.union([z.string(), z.number().multipleOf(5), z.number().multipleOf(3)]) });
    expect(errorsIn(schema, 'size: 7\n')).toEqual(['pages.yaml:1:7: size: expected a text, found number 7 (write it in quotes: "7")']);
  });
});

/*
 * A mutant of zodIssues that survives, equivalent for the site's schemas: a stand-in in the list of
 * suggested fields (no field is named "Stryker was here").
 */
describe('merging the kinds of a union into one message', () => {
  it('keeps the words of the only kind that rejects the value outright, its hint included', () => {
    // Both number kinds get past their type check with two mistakes each; only the text kind rejects 43 outright.
    const schema = z.strictObject({ code: z.union([z.string(), z.number().min(100).multipleOf(5), z.number().min(200).multipleOf(7)]) });
    expect(errorsIn(schema, 'code: 43\n')).toEqual(['pages.yaml:1:7: code: expected a text, found number 43 (write it in quotes: "43")']);
  });

  it('prefers a name that exists nowhere even when two other kinds reject the value outright', () => {
    const teacher = z.string().refine((name) => ['hassan', 'abbas'].includes(name), 'no teacher "hasan". Did you mean "hassan"?');
    const schema = z.strictObject({ lead: z.union([z.string().regex(/^\d+$/), z.number(), teacher]) });
    expect(errorsIn(schema, 'lead: hasan\n')).toEqual(['pages.yaml:1:7: lead: no teacher "hasan". Did you mean "hassan"?']);
  });

  it('among kinds with as many mistakes, prefers the one whose every mistake is a name that exists nowhere', () => {
    const known = (what: string) => z.string().refine((name) => name === 'known', `no ${what} "x"`);
    const mixed = z.strictObject({ teacher: z.string().regex(/^\d+$/, 'expected digits'), course: known('course') });
    const names = z.strictObject({ teacher: known('teacher'), course: known('course') });
    expect(errorsIn(z.strictObject({ pick: z.union([mixed, names]) }), 'pick: { teacher: x, course: x }\n')).toEqual([
      'pages.yaml:1:18: pick.teacher: no teacher "x"',
      'pages.yaml:1:29: pick.course: no course "x"',
    ]);
  });

  it('names every kind of a union inside a list of fixed length, where the union itself cannot be looked up', () => {
    const schema = z.strictObject({ pair: z.tuple([z.union([z.string(), z.number()]), z.string()]) });
    expect(errorsIn(schema, 'pair: [true, b]\n')).toEqual(['pages.yaml:1:8: pair[0]: expected a text or a number, found boolean true']);
  });
});

describe('a check that names a place the content does not have', () => {
  it('is placed at the deepest value there is', () => {
    const schema = z.strictObject({ site: z.strictObject({ name: z.string() }) }).superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'no contact details', path: ['site', 'contact', 'email'] });
    });
    expect(errorsIn(schema, 'site:\n  name: A\n')).toEqual(['pages.yaml:2:3: site.contact.email: no contact details']);
  });
});

describe('a missing field', () => {
  it('is placed on an empty set of fields itself, with nothing to add it before or after', () => {
    expect(errorsIn(z.strictObject({ hero: z.strictObject({ heading: z.string() }) }), 'hero: {}\n')).toEqual([
      'pages.yaml:1:7: hero.heading: missing required field "heading" (expected a text)',
    ]);
  });

  it('names the block it is missing from only in a list of blocks, and only when the block has a type', () => {
    const block = z.strictObject({ type: z.string(), heading: z.string(), text: z.string() });
    expect(errorsIn(z.strictObject({ blocks: z.array(block) }), 'blocks:\n  - type: hero\n    text: Hello\n')).toEqual([
      'pages.yaml:3:5: blocks[0].heading: missing required field "heading" (expected a text) in this "hero" block; add it before "text"',
    ]);
    const untyped = z.strictObject({ heading: z.string(), text: z.string() });
    expect(errorsIn(z.strictObject({ blocks: z.array(untyped) }), 'blocks:\n  - text: Hello\n')).toEqual([
      'pages.yaml:2:5: blocks[0].heading: missing required field "heading" (expected a text); add it before "text"',
    ]);
    expect(errorsIn(z.strictObject({ page: z.strictObject({ blocks: z.array(block) }) }), 'page:\n  blocks:\n    - type: hero\n      heading: Hi\n')).toEqual([
      'pages.yaml:4:7: page.blocks[0].text: missing required field "text" (expected a text) in this "hero" block; add it after "heading"',
    ]);
    // A list whose name only begins with "blocks" is not a list of blocks.
    expect(errorsIn(z.strictObject({ blockset: z.array(block) }), 'blockset:\n  - type: hero\n    text: Hello\n')).toEqual([
      'pages.yaml:3:5: blockset[0].heading: missing required field "heading" (expected a text); add it before "text"',
    ]);
    const link = z.strictObject({ type: z.string(), to: z.string() });
    expect(errorsIn(z.strictObject({ link }), 'link: { type: external }\n')).toEqual([
      'pages.yaml:1:9: link.to: missing required field "to" (expected a text); add it after "type"',
    ]);
  });
  it('is placed after the last field written when the order of the fields cannot be looked up, in a list of fixed length', () => {
    const schema = z.strictObject({ pair: z.tuple([z.strictObject({ from: z.string(), to: z.string(), note: z.string() })]) });
    expect(errorsIn(schema, 'pair:\n  - from: a\n    note: b\n')).toEqual(['pages.yaml:3:5: pair[0].to: missing required field "to" (expected a text); add it after "note"']);
  });
});

describe('a problem a check finds in another file', () => {
  const inFile = (at: Record<string, unknown>) =>
    z.strictObject({
      markdown: z.string().superRefine((_, ctx) => {
        ctx.addIssue({ code: 'custom', message: 'the Markdown file has a broken link', params: { at } });
      }),
    });
  const place = { file: 'content/texts/team.md', line: 3, column: 7, message: 'the link "/x" is not a route declared in pages.yaml.' };

  it('is reported in that file, at the place the check names', () => {
    expect(errorsIn(inFile(place), 'markdown: texts/team.md\n')).toEqual([
      'content/texts/team.md:3:7: the link "/x" is not a route declared in pages.yaml.',
    ]);
  });

  it.each([
    ['file', { ...place, file: 3 }],
    ['line', { ...place, line: '3' }],
    ['column', { ...place, column: undefined }],
    ['message', { ...place, message: ['a list'] }],
  ])('is reported at the value when the check gives no usable %s', (_, at) => {
    expect(errorsIn(inFile(at), 'markdown: texts/team.md\n')).toEqual(['pages.yaml:1:11: markdown: the Markdown file has a broken link']);
  });
});

describe('the fields of a schema declared lazily', () => {
  it('are listed for a field that is not one of them, and a missing one placed among them', () => {
    const schema = z.strictObject({ hero: z.lazy(() => z.strictObject({ heading: z.string(), text: z.string() })) });
    expect(errorsIn(schema, 'hero: { heading: Hi, colour: red }\n')).toEqual([
      'pages.yaml:1:22: hero.text: missing required field "text" (expected a text); add it before "colour"',
      'pages.yaml:1:22: hero.colour: unknown field "colour". Valid fields: heading, text.',
    ]);
  });
});

describe('the fields listed for an unknown one, in a field of several kinds', () => {
  const link = z.strictObject({ label: z.string(), to: z.string() });
  const group = z.strictObject({ label: z.string(), items: z.array(link) });

  it('are those of the kind the written fields match best', () => {
    for (const options of [[link, group], [group, link]] as const) {
      expect(errorsIn(z.strictObject({ entry: z.union(options) }), 'entry: { label: Learn, items: [], colour: red }\n')).toEqual([
        'pages.yaml:1:35: entry.colour: unknown field "colour". Valid fields: label, items.',
      ]);
    }
  });

  it('are those of the kind its type names, whatever other fields it shares', () => {
    const hero = z.strictObject({ type: z.literal('hero'), heading: z.string(), text: z.string(), image: z.string() });
    const banner = z.strictObject({ type: z.literal('banner'), caption: z.string() });
    const schema = z.strictObject({ block: z.discriminatedUnion('type', [hero, banner]) });
    expect(errorsIn(schema, 'block: { type: banner, caption: Hi, heading: Hi, text: Hello, image: x.svg }\n')).toEqual([
      'pages.yaml:1:37: block.heading: unknown field "heading". Valid fields: type, caption.',
      'pages.yaml:1:50: block.text: unknown field "text". Valid fields: type, caption.',
      'pages.yaml:1:63: block.image: unknown field "image". Valid fields: type, caption.',
    ]);
  });

  it('are those of the set of fields when the other kind is a text', () => {
    const markdown = z.union([z.string(), z.strictObject({ file: z.string() })]);
    expect(errorsIn(z.strictObject({ markdown }), 'markdown: { file: texts/team.md, colour: red }\n')).toEqual([
      'pages.yaml:1:34: markdown.colour: unknown field "colour". Valid fields: file.',
    ]);
  });
});
