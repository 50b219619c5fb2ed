import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { knownKeysAt, schemaAt, unionOptionsAt } from '../../../../scripts/engine/content/knownKeys';

/*
 * The schema of the value at a place in the content, which names the fields an editor may write
 * there (for "unknown field ... Did you mean") and the kinds a union accepts. Wrappers (optional,
 * default, transforms, lazy) are seen through, and a union is resolved by the value written.
 */

const image = z.object({ src: z.string(), alt: z.string(), width: z.number() });
const link = z.object({ label: z.string(), to: z.string() });
const hero = z.object({ type: z.literal('hero'), heading: z.string(), image: image.optional() });
const cards = z.object({ type: z.literal('cards'), items: z.array(z.object({ title: z.string(), link: link.default({ label: 'More', to: '/' }) })) });
const page = z.object({
  title: z.string(),
  blocks: z.array(z.discriminatedUnion('type', [hero, cards])),
  markdown: z.union([z.string(), z.object({ file: z.string() }), z.object({ text: z.string(), format: z.string() })]),
  extra: z.record(z.string(), link).optional(),
  trimmed: z.object({ name: z.string(), note: z.string() }).transform((value) => value.name),
  nested: z.lazy(() => z.object({ depth: z.number(), label: z.string() })),
});

const data = {
  title: 'Home',
  blocks: [{ type: 'hero', heading: 'Hi', image: { src: '/a.svg' } }, { type: 'cards', items: [{ title: 'A' }] }],
  markdown: { text: 'Hi', format: 'md', file: 'x' },
  extra: { first: { label: 'A' } },
};

describe('the fields allowed at a place', () => {
  it.each([
    ['the page', [], ['title', 'blocks', 'markdown', 'extra', 'trimmed', 'nested']],
    ['an optional object in a block chosen by its type', ['blocks', 0, 'image'], ['src', 'alt', 'width']],
    ['a list item of the other block type', ['blocks', 1, 'items', 0], ['title', 'link']],
    ['an object with a default', ['blocks', 1, 'items', 0, 'link'], ['label', 'to']],
    ['a value of a record', ['extra', 'first'], ['label', 'to']],
    ['an object transformed after it is read', ['trimmed'], ['name', 'note']],
    ['an object declared lazily', ['nested'], ['depth', 'label']],
    ['the union option sharing most fields with what is written', ['markdown'], ['text', 'format']],
  ] as const)('are those of %s', (_place, path, keys) => {
    expect(knownKeysAt(page, data, path)).toEqual(keys);
  });

  it('are those of the first object option when what is written is not an object', () => {
    expect(knownKeysAt(page, { markdown: 'text' }, ['markdown'])).toEqual(['file']);
  });

  // Treating a text or a number written there as a set of fields (a mutant) is equivalent: its
  // own keys name no field of an object.
  it('are those of the first object option when nothing is written there', () => {
    expect(knownKeysAt(page, { markdown: null }, ['markdown'])).toEqual(['file']);
  });

  it('are found by the schema alone past a value that is not written', () => {
    expect(knownKeysAt(page, {}, ['blocks', 0, 'image'])).toEqual([]);
    expect(knownKeysAt(page, { extra: null }, ['extra', 'first'])).toEqual(['label', 'to']);
  });

  it('are unknown for a block whose type no option has, or a place the schema does not reach', () => {
    expect(knownKeysAt(page, { blocks: [{ type: 'heros', image: {} }] }, ['blocks', 0, 'image'])).toEqual([]);
    expect(knownKeysAt(page, { blocks: [{ type: 'heros' }] }, ['blocks', 0])).toEqual([]);
    expect(knownKeysAt(page, data, ['title', 'x'])).toEqual([]);
    expect(knownKeysAt(page, data, ['colour'])).toEqual([]);
  });
});

describe('the schema at a place', () => {
  it('is the union itself when unions are not to be resolved, with its options in order', () => {
    expect(unionOptionsAt(page, data, ['markdown'])).toHaveLength(3);
    expect(unionOptionsAt(page, data, ['blocks', 0])).toEqual([hero, cards]);
    expect(unionOptionsAt(page, data, ['title'])).toBeUndefined();
    expect(unionOptionsAt(page, data, ['colour'])).toBeUndefined();
  });

  it('is resolved through the union to the option the value chooses', () => {
    expect(schemaAt(page, data, ['blocks', 1])).toBe(cards);
    expect(schemaAt(page, data, ['blocks', 1], false)).not.toBe(cards);
  });
});
