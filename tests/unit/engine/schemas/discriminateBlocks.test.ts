import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { discriminateOnPresence, discriminateOnType, discriminatorOf, isPlainUnion } from '../../../../scripts/engine/schemas/discriminateBlocks';

/*
 * The JSON Schema rewrites that let an editor's YAML extension check only the kind of block (or
 * route entry) written, so that one mistake gives one message at the mistake rather than one per
 * kind. jsonSchemaErrors.test.ts checks the effect on the real schemas with ajv.
 */

const hero = { type: 'object', properties: { type: { type: 'string', const: 'hero' }, heading: { type: 'string' } }, required: ['type', 'heading'] };
const cards = { type: 'object', properties: { type: { type: 'string', const: 'cards' }, items: { type: 'array' } }, required: ['type'] };

describe('a union told apart by its type', () => {
  it.each(['oneOf', 'anyOf'])('becomes one if/then per kind, keyed on the type, with the kinds listed (from %s)', (keyword) => {
    const union: Record<string, unknown> = { [keyword]: [hero, cards] };
    discriminateOnType(union, 'type');
    expect(union).toEqual({
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', enum: ['hero', 'cards'], description: 'Which kind this is; the other fields allowed depend on it' } },
      allOf: [
        { if: { properties: { type: { const: 'hero' } }, required: ['type'] }, then: hero },
        { if: { properties: { type: { const: 'cards' } }, required: ['type'] }, then: cards },
      ],
    });
  });

  it('is left as it is when a kind has no fixed type, or there are no kinds', () => {
    const loose = { oneOf: [hero, { type: 'object', properties: { type: { type: 'string' } } }] };
    const copy = structuredClone(loose);
    discriminateOnType(loose, 'type');
    expect(loose).toEqual(copy);
    const numbered = { oneOf: [hero, { type: 'object', properties: { type: { const: 2 } } }] };
    discriminateOnType(numbered, 'type');
    expect(numbered).toEqual({ oneOf: [hero, { type: 'object', properties: { type: { const: 2 } } }] });
    const untyped = { oneOf: [hero, { type: 'object', properties: { heading: { type: 'string' } } }, { type: 'object' }] };
    discriminateOnType(untyped, 'type');
    expect(untyped.oneOf).toHaveLength(3);
    const none = { type: 'string' };
    discriminateOnType(none, 'type');
    expect(none).toEqual({ type: 'string' });
  });

  it('is found on zod\'s discriminated unions only', () => {
    expect(discriminatorOf(z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]))).toBe('kind');
    expect(discriminatorOf(z.union([z.string(), z.number()]))).toBeUndefined();
    expect(discriminatorOf(z.object({ discriminator: z.string() }))).toBeUndefined();
  });
});

describe('a union of two objects told apart by a field only one has', () => {
  const page = { type: 'object', properties: { path: { type: 'string' }, title: { type: 'string' } }, required: ['path', 'title'] };
  const template = { type: 'object', properties: { template: { type: 'string' } }, required: ['template'] };

  it.each([
    ['the first', [template, page], 'template', template, page],
    // The first option's own field is looked for first: "path", which no template has.
    ['the second', [page, template], 'path', page, template],
  ])('becomes if/then/else on that field, the template being %s', (_which, options, key, marked, rest) => {
    const union: Record<string, unknown> = { anyOf: options };
    discriminateOnPresence(union);
    expect(union).toEqual({ if: { type: 'object', properties: { [key]: {} }, required: [key] }, then: marked, else: rest });
  });

  it('uses the second object\'s field when the first has none of its own', () => {
    const open = { type: 'object', properties: { title: { type: 'string' } } };
    const union: Record<string, unknown> = { oneOf: [open, page] };
    discriminateOnPresence(union);
    expect(union).toEqual({ if: { type: 'object', properties: { path: {} }, required: ['path'] }, then: page, else: open });
  });

  it('is left as it is with other than two options, or when neither has a field of its own', () => {
    const three = { anyOf: [page, template, page] };
    discriminateOnPresence(three);
    expect(three).toEqual({ anyOf: [page, template, page] });
    const alike = { anyOf: [page, { ...page }] };
    discriminateOnPresence(alike);
    expect(alike).toEqual({ anyOf: [page, page] });
    const text = { type: 'string' };
    discriminateOnPresence(text);
    expect(text).toEqual({ type: 'string' });
  });

  it('is found on zod\'s unions without a discriminator only', () => {
    expect(isPlainUnion(z.union([z.string(), z.object({ file: z.string() })]))).toBe(true);
    expect(isPlainUnion(z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]))).toBe(false);
    expect(isPlainUnion(z.string())).toBe(false);
  });
});
