import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeDamage } from '../../../../src/blocks/blog-manager/damageText';
import { en } from '../../../../src/i18n/messages/en';
import { damageFindings } from '../../../../src/services/blog/damage';
import { urduGroup } from '../../support/urdu';
import { englishLocale, urduFormats } from '../../support/locale';

/** One zod issue as the schema would report it, with only what the findings read. */
const issue = (fields: Record<string, unknown>) => ({ message: '', path: [], ...fields }) as unknown as z.core.$ZodIssue;

const stored = { title: 7, tags: 'a', createdAt: 1e20, count: 3 };

/** What the English manage page says is wrong with `raw`, whose issues zod found. */
const inEnglish = (raw: unknown, issues: Record<string, unknown>[]) => describeDamage(damageFindings(raw, issues.map(issue)), en.blog.damaged.findings, englishLocale.formats);

describe("a damaged entry's problem, in the owner's words", () => {
  it('names each kind of finding, for the fields the owner knows and for others', () => {
    const said = (found: Record<string, unknown>) => inEnglish(stored, [found]);
    expect(said({ code: 'too_big', origin: 'number', maximum: 10, path: ['createdAt'] })).toBe('The time it was written is out of range');
    expect(said({ code: 'too_big', origin: 'string', maximum: 10000, path: ['content'] })).toBe('The content is longer than 10000 characters');
    expect(said({ code: 'too_small', origin: 'string', minimum: 1, path: ['tags'] })).toBe('The tags are out of range');
    expect(said({ code: 'invalid_value', values: ['a'], path: ['category'] })).toBe('The category is not an allowed value');
    expect(said({ code: 'invalid_value', values: ['a'], path: ['imageUrl'] })).toBe('The picture is not one of the announcement pictures');
    expect(said({ code: 'invalid_format', format: 'datetime', path: ['expiryDate'] })).toBe('The expiry date is not a date and time');
    expect(said({ code: 'not_multiple_of', divisor: 2, path: ['count'] })).toBe('The count is not valid');
    expect(said({ code: 'invalid_type', expected: 'boolean', path: ['count'] })).toBe('The count is not boolean');
    expect(said({ code: 'invalid_type', expected: 'number', path: ['createdAt'] })).toBe('The time it was written is not a number');
    expect(said({ code: 'unrecognized_keys', keys: ['html', 'script'] })).toBe('It holds fields the site does not know (html, script)');
    expect(said({ code: 'custom' })).toBe('Its dates disagree: the expiry is not 30 days after the time it was written');
    expect(inEnglish('junk', [{ code: 'invalid_type', expected: 'object' }])).toBe('It is not a blog at all');
  });

  it('tells a missing field from a wrong one by the entry itself, whatever the entry is', () => {
    const wrongType = { code: 'invalid_type', expected: 'string', path: ['title'] };
    expect(inEnglish(stored, [wrongType])).toBe('The title is not text');
    expect(inEnglish(null, [wrongType])).toBe('The title is missing');
    expect(inEnglish('junk', [wrongType])).toBe('The title is missing');
    expect(inEnglish({ title: undefined }, [wrongType])).toBe('The title is missing');
  });

  it('says up to three findings, then how many more, and says a repeated one once', () => {
    const missing = (key: string) => ({ code: 'invalid_type', expected: 'string', path: [key] });
    expect(inEnglish({}, [missing('title'), missing('content'), missing('category')])).toBe('The title is missing; the content is missing; the category is missing');
    expect(inEnglish({}, [missing('title'), missing('content'), missing('category'), missing('author')])).toBe(
      'The title is missing; the content is missing; the category is missing; 1 more problem',
    );
    expect(inEnglish({}, [missing('title'), missing('content'), missing('category'), missing('author'), missing('date')])).toBe(
      'The title is missing; the content is missing; the category is missing; 2 more problems',
    );
    expect(inEnglish({}, [missing('title'), missing('title')])).toBe('The title is missing');
  });

  it('says the entry cannot be read when zod names no finding', () => {
    expect(inEnglish({}, [])).toBe('It is not a blog this site can read');
  });
});

describe("a damaged entry's problem on the Urdu manage page", () => {
  const findings = urduGroup('blog').damaged.findings;
  const inUrdu = (raw: unknown, issues: Record<string, unknown>[]) => describeDamage(damageFindings(raw, issues.map(issue)), findings, urduFormats);

  it('is said in Urdu, a field no blog has by its key, with Urdu punctuation between the findings', () => {
    const missing = (key: string) => ({ code: 'invalid_type', expected: 'string', path: [key] });
    expect(inUrdu({}, [missing('title'), missing('tags')])).toBe('عنوان موجود نہیں؛ ٹیگز موجود نہیں');
    expect(inUrdu(stored, [{ code: 'invalid_type', expected: 'string', path: ['title'] }])).toBe('عنوان متن کی صورت میں نہیں');
    expect(inUrdu(stored, [{ code: 'too_big', origin: 'string', maximum: 200, path: ['title'] }])).toBe('عنوان کی لمبائی 200 حروف سے زیادہ ہے');
    expect(inUrdu(stored, [{ code: 'not_multiple_of', divisor: 2, path: ['count'] }])).toBe('خانہ count درست نہیں');
    expect(inUrdu(stored, [{ code: 'unrecognized_keys', keys: ['html', 'script'] }])).toBe('اس میں ایسے خانے ہیں جنہیں یہ سائٹ نہیں جانتی (html، script)');
    expect(inUrdu({}, [missing('title'), missing('content'), missing('category'), missing('author'), missing('date')])).toBe(
      'عنوان موجود نہیں؛ متن موجود نہیں؛ زمرہ موجود نہیں؛ مزید 2 خرابیاں',
    );
    expect(inUrdu({}, [])).toBe('یہ ایسا بلاگ نہیں جسے یہ سائٹ پڑھ سکے');
  });
});
