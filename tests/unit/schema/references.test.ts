import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pagesFileSchema } from '../../../src/app/page/pageSchema';
import { collectionFileSchema } from '../../../src/schema/collections';
import { withValidationContext, type ValidationContext } from '../../../src/schema/context';
import { itemId, publicFile, route } from '../../../src/schema/primitives';
import type { z } from 'zod';

/*
 * The checks that a value names something that exists: a route, a file under content/public, an item
 * of a collection, a currency, and that an id is not used twice. Each is zod's "custom" issue at the
 * value: the content report reads the code to tell a name that exists nowhere from a
 * value of the wrong shape, and among a union's kinds prefers the one where only such a name is wrong
 * (zodIssues.test.ts). Outside a validation run, or where the run has nothing to check against, the
 * checks pass: a lone block parsed in a unit test, or a list whose file could not be read, is not
 * also wrong at every reference to it.
 *
 * One mutant survives, equivalent: a stand-in in the list of public files offered when the run lists
 * none. No file is named like it, so nothing is suggested either way.
 */

const context = (extra: Partial<ValidationContext> = {}): ValidationContext => ({
  routes: new Set(['/', '/about', '/contact']),
  collections: new Map([
    ['courses', new Map([['tajweed', {}], ['arabic', {}]])],
    ['currencies', new Map([['USD', {}], ['GBP', {}]])],
  ]),
  fileExists: (path) => path === '/images/hero.svg',
  readText: () => undefined,
  ...extra,
});

/** The issues of `schema` parsing `value` in a validation run with `run` (null: outside any run), as code, path and message. */
function issuesOf(schema: z.ZodType, value: unknown, run: ValidationContext | null = context()) {
  const result = run ? withValidationContext(run, () => schema.safeParse(value)) : schema.safeParse(value);
  return (result.error?.issues ?? []).map(({ code, path, message }) => ({ code, path, message }));
}

describe('a route', () => {
  it('that is not declared is named, with the nearest one', () => {
    expect(issuesOf(route, '/abut')).toEqual([
      { code: 'custom', path: [], message: '"/abut" is not a route declared in pages.yaml. Did you mean "/about"?' },
    ]);
  });

  it('is looked up without its query or fragment, and not at all outside a run or without routes', () => {
    expect(issuesOf(route, '/contact?topic=fees#form')).toEqual([]);
    expect(issuesOf(route, '/abut', null)).toEqual([]);
    expect(issuesOf(route, '/abut', context({ routes: undefined }))).toEqual([]);
  });
});

describe('a file under content/public', () => {
  it('that does not exist is named, with the nearest file', () => {
    expect(issuesOf(publicFile, '/images/heros.svg', context({ publicFiles: () => ['/images/hero.svg', '/images/book.svg'] }))).toEqual([
      { code: 'custom', path: [], message: 'file "content/public/images/heros.svg" does not exist. Did you mean "/images/hero.svg"?' },
    ]);
  });

  it('that does not exist is named without a suggestion when the run lists no files', () => {
    expect(issuesOf(publicFile, '/images/heros.svg')).toEqual([
      { code: 'custom', path: [], message: 'file "content/public/images/heros.svg" does not exist' },
    ]);
  });

  it('that exists passes, and nothing is looked up outside a run', () => {
    expect(issuesOf(publicFile, '/images/hero.svg')).toEqual([]);
    expect(issuesOf(publicFile, '/images/heros.svg', null)).toEqual([]);
  });
});

describe('an item of a collection', () => {
  it('that does not exist is named, with the nearest id', () => {
    expect(issuesOf(itemId('courses'), 'tajwid')).toEqual([
      { code: 'custom', path: [], message: 'no item "tajwid" in collection "courses". Did you mean "tajweed"?' },
    ]);
  });

  it('is not looked up in a collection the run has not loaded', () => {
    expect(issuesOf(itemId('team'), 'hassan')).toEqual([]);
  });
});

describe('ids in a collection file', () => {
  it('used twice are named at the second item', () => {
    const currency = (id: string) => ({ id, label: id, symbol: '$', name: 'money' });
    expect(issuesOf(collectionFileSchema('currencies'), [currency('USD'), currency('GBP'), currency('USD')])).toEqual([
      { code: 'custom', path: [2, 'id'], message: 'duplicate id "USD"' },
    ]);
  });
});

describe('fee plan prices', () => {
  const plan = (prices: Record<string, number>) => [{ id: 'four', label: '4 Classes', classes: 4, prices }];

  it('name a currency that does not exist at its code, and a missing price at the prices', () => {
    expect(issuesOf(collectionFileSchema('pricing'), plan({ USD: 35, UK: 25 }))).toEqual([
      { code: 'custom', path: [0, 'prices', 'UK'], message: 'no currency "UK" in content/currencies.yaml (its codes: USD, GBP)' },
      { code: 'custom', path: [0, 'prices'], message: 'missing the price in GBP, a currency of content/currencies.yaml' },
    ]);
  });

  it('are taken as written outside a run, or when the currencies could not be loaded', () => {
    expect(issuesOf(collectionFileSchema('pricing'), plan({ UK: 25 }), null)).toEqual([]);
    expect(issuesOf(collectionFileSchema('pricing'), plan({ UK: 25 }), context({ collections: new Map() }))).toEqual([]);
  });
});

describe('pages.yaml as written', () => {
  it('keeps its pages, and drops a template entry, which stands for pages made before validation', () => {
    const { site } = parse(readFileSync('tests/unit/fixtures/site/pages.yaml', 'utf8')) as { site: unknown };
    const page = { path: '/', title: 'Home', blocks: [{ type: 'page-header' }] };
    const parsed = pagesFileSchema.parse({ site, routes: [page, { template: 'course' }] });
    // A page that does not say otherwise is listed.
    expect(parsed.routes).toEqual([{ ...page, listed: true }]);
  });
});
