import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { damageFindings, titleOf } from '../../../../src/services/blog/damage';

/** One zod issue as the schema would report it, with only what the findings read. */
const issue = (fields: Record<string, unknown>) => ({ message: '', path: [], ...fields }) as unknown as z.core.$ZodIssue;

const stored = { title: 7, tags: 'a', createdAt: 1e20, count: 3 };

/*
 * The store names what is wrong; the manage page says it in the owner's words, in the page's
 * language (tests/unit/blocks/blog-manager/damageText.test.ts).
 */
describe("a damaged entry's findings", () => {
  it('name each kind of finding, for the fields the owner knows and for others', () => {
    const found = (fields: Record<string, unknown>) => damageFindings(stored, [issue(fields)]);
    expect(found({ code: 'too_big', origin: 'string', maximum: 10, path: ['title'] })).toEqual([{ kind: 'field', key: 'title', problem: 'tooLong', maximum: 10 }]);
    expect(found({ code: 'too_big', origin: 'number', maximum: 10, path: ['createdAt'] })).toEqual([{ kind: 'field', key: 'createdAt', problem: 'outOfRange' }]);
    expect(found({ code: 'too_small', origin: 'string', minimum: 1, path: ['tags'] })).toEqual([{ kind: 'field', key: 'tags', problem: 'outOfRange' }]);
    expect(found({ code: 'invalid_value', values: ['a'], path: ['category'] })).toEqual([{ kind: 'field', key: 'category', problem: 'notAllowed' }]);
    expect(found({ code: 'invalid_value', values: ['a'], path: ['imageUrl'] })).toEqual([{ kind: 'notAnnouncementPicture' }]);
    expect(found({ code: 'invalid_format', format: 'datetime', path: ['date'] })).toEqual([{ kind: 'field', key: 'date', problem: 'notDateTime' }]);
    expect(found({ code: 'not_multiple_of', divisor: 2, path: ['count'] })).toEqual([{ kind: 'field', key: 'count', problem: 'invalid' }]);
    expect(found({ code: 'invalid_type', expected: 'boolean', path: ['count'] })).toEqual([{ kind: 'field', key: 'count', problem: 'wrongType', expected: 'boolean' }]);
    expect(found({ code: 'unrecognized_keys', keys: ['html', 'script'] })).toEqual([{ kind: 'unknownFields', keys: ['html', 'script'] }]);
    expect(found({ code: 'custom' })).toEqual([{ kind: 'datesDisagree' }]);
    expect(found({ code: 'invalid_type', expected: 'object' })).toEqual([{ kind: 'notABlog' }]);
  });

  // Dropping the check that the entry is an object survives: text or a number has none of the fields, and
  // no stored entry is undefined (both stores hold JSON), the one input where reading a field would throw.
  it('tell a missing field from a wrong one by the entry itself, whatever the entry is', () => {
    const wrongType = issue({ code: 'invalid_type', expected: 'string', path: ['title'] });
    const missing = [{ kind: 'field', key: 'title', problem: 'missing' }];
    expect(damageFindings(stored, [wrongType])).toEqual([{ kind: 'field', key: 'title', problem: 'wrongType', expected: 'string' }]);
    expect(damageFindings(null, [wrongType])).toEqual(missing);
    expect(damageFindings('junk', [wrongType])).toEqual(missing);
    expect(damageFindings({ title: undefined }, [wrongType])).toEqual(missing);
  });

  it('hold each finding once, in the order found, and none when zod names none', () => {
    const missing = (key: string) => issue({ code: 'invalid_type', expected: 'string', path: [key] });
    const outOfRange = [issue({ code: 'too_small', origin: 'number', path: ['createdAt'] }), issue({ code: 'too_big', origin: 'number', path: ['createdAt'] })];
    expect(damageFindings({}, [missing('title'), missing('content'), missing('title')]).map((finding) => 'key' in finding && finding.key)).toEqual(['title', 'content']);
    // Two issues the owner would be told in the same words are one finding.
    expect(damageFindings(stored, outOfRange)).toHaveLength(1);
    expect(damageFindings({}, [])).toEqual([]);
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
