import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeDamage, titleOf } from '../../../../src/services/blog/damage';

/** One zod issue as the schema would report it, with only what the description reads. */
const issue = (fields: Record<string, unknown>) => ({ message: '', path: [], ...fields }) as unknown as z.core.$ZodIssue;

const stored = { title: 7, tags: 'a', createdAt: 1e20, count: 3 };

describe("a damaged entry's problem, in the owner's words", () => {
  it('names each kind of finding, for the fields the owner knows and for others', () => {
    const said = (found: Record<string, unknown>) => describeDamage(stored, [issue(found)]);
    expect(said({ code: 'too_big', origin: 'number', maximum: 10, path: ['createdAt'] })).toBe('The time it was written is out of range');
    expect(said({ code: 'too_small', origin: 'string', minimum: 1, path: ['tags'] })).toBe('The tags are out of range');
    expect(said({ code: 'invalid_value', values: ['a'], path: ['category'] })).toBe('The category is not an allowed value');
    expect(said({ code: 'not_multiple_of', divisor: 2, path: ['count'] })).toBe('The count is not valid');
    expect(said({ code: 'invalid_type', expected: 'boolean', path: ['count'] })).toBe('The count is not boolean');
    expect(said({ code: 'unrecognized_keys', keys: ['html', 'script'] })).toBe('It holds fields the site does not know (html, script)');
  });

  // Dropping the check that the entry is an object survives: text or a number has none of the fields, and
  // no stored entry is undefined (both stores hold JSON), the one input where reading a field would throw.
  it('tells a missing field from a wrong one by the entry itself, whatever the entry is', () => {
    const wrongType = issue({ code: 'invalid_type', expected: 'string', path: ['title'] });
    expect(describeDamage(stored, [wrongType])).toBe('The title is not text');
    expect(describeDamage(null, [wrongType])).toBe('The title is missing');
    expect(describeDamage('junk', [wrongType])).toBe('The title is missing');
    expect(describeDamage({ title: undefined }, [wrongType])).toBe('The title is missing');
  });

  it('says up to three findings, then how many more, and says a repeated one once', () => {
    const missing = (key: string) => issue({ code: 'invalid_type', expected: 'string', path: [key] });
    expect(describeDamage({}, [missing('title'), missing('content'), missing('category')])).toBe('The title is missing; the content is missing; the category is missing');
    expect(describeDamage({}, [missing('title'), missing('content'), missing('category'), missing('author')])).toBe(
      'The title is missing; the content is missing; the category is missing; 1 more problem',
    );
    expect(describeDamage({}, [missing('title'), missing('title')])).toBe('The title is missing');
  });

  it('says the entry cannot be read when zod names no finding', () => {
    expect(describeDamage({}, [])).toBe('It is not a blog this site can read');
  });
});

describe("a damaged entry's title", () => {
  it('is kept when it is text with something in it', () => {
    expect(titleOf({ title: 'Eid timings' })).toBe('Eid timings');
  });

  it('is none for an entry without one to recognise it by', () => {
    for (const raw of [null, undefined, 'Eid timings', 5, {}, { title: '' }, { title: '   ' }, { title: 7 }]) expect(titleOf(raw)).toBeNull();
  });
});
