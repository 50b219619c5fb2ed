import { describe, expect, it, vi } from 'vitest';
import { searchWith } from '../../../../src/services/search/siteSearch';

type Data = { url: string; excerpt: string; meta: Record<string, string>; filters: Record<string, string[]> };

/** Pagefind's module as far as the search uses it, finding `found` for any query; each result's data read only when asked for. */
function fakePagefind(found: Data[] | null, kinds: Record<string, Record<string, number>> = {}) {
  const data = (found ?? []).map((item) => vi.fn(() => Promise.resolve(item)));
  return {
    data,
    module: {
      options: vi.fn(() => Promise.resolve()),
      init: vi.fn(() => Promise.resolve()),
      filters: vi.fn(() => Promise.resolve(kinds)),
      search: vi.fn((_term: string, _options?: { filters?: Record<string, string> }) => Promise.resolve(found && { results: data.map((read) => ({ data: read })) })),
    },
  };
}

const lesson = (n: number): Data => ({
  url: `/courses/lesson-${n}`,
  excerpt: `Lesson <mark>${n}</mark>`,
  meta: { title: `Lesson ${n}` },
  filters: { kind: ['Courses'] },
});

describe('the site search over Pagefind', () => {
  it('counts every page found, and reads them a few at a time, from where it is asked', async () => {
    const pagefind = fakePagefind(Array.from({ length: 15 }, (_, index) => lesson(index + 1)));
    const answer = await searchWith(pagefind.module).search('lesson');
    expect(answer.total).toBe(15);
    const second = await answer.read(10, 10);
    expect(second.map((hit) => hit.title)).toEqual(['Lesson 11', 'Lesson 12', 'Lesson 13', 'Lesson 14', 'Lesson 15']);
    // Only the results shown are fetched: each is a file of its own.
    expect(pagefind.data.map((read) => read.mock.calls.length)).toEqual([...Array<number>(10).fill(0), 1, 1, 1, 1, 1]);
    expect(await answer.read(2, 1)).toEqual([{ url: '/courses/lesson-3', title: 'Lesson 3', kind: 'Courses', excerpt: 'Lesson <mark>3</mark>', meta: { title: 'Lesson 3' } }]);
  });

  it("gives an ayah's lines as the index holds them with it", async () => {
    const meta = { title: 'Al-Baqarah 2:153', en: 'seek help through patience', ur: 'صبر', ar: 'بِٱلصَّبۡرِ', tr: 'bialssabri' };
    const pagefind = fakePagefind([{ url: '/read-quran/2/153', excerpt: 'seek help through <mark>patience</mark>', meta, filters: { kind: ['Quran'] } }]);
    const [hit] = await (await searchWith(pagefind.module).search('patience')).read(0, 10);
    expect(hit).toEqual({ url: '/read-quran/2/153', title: 'Al-Baqarah 2:153', kind: 'Quran', excerpt: 'seek help through <mark>patience</mark>', meta });
  });

  it('titles a page without a title by its address, and leaves the kind empty when it has none', async () => {
    const pagefind = fakePagefind([{ url: '/untitled', excerpt: 'text', meta: {}, filters: {} }]);
    const [hit] = await (await searchWith(pagefind.module).search('text')).read(0, 10);
    expect(hit).toMatchObject({ url: '/untitled', title: '/untitled', kind: '' });
  });

  it('searches every kind unless one is picked, and then only that kind', async () => {
    const pagefind = fakePagefind([]);
    const search = searchWith(pagefind.module);
    await search.search('mercy');
    await search.search('mercy', 'Quran');
    expect(pagefind.module.search.mock.calls).toEqual([
      ['mercy', {}],
      ['mercy', { filters: { kind: 'Quran' } }],
    ]);
  });

  it('finds nothing when Pagefind answers with no search (a query it ignores)', async () => {
    const answer = await searchWith(fakePagefind(null).module).search(' ');
    expect(answer.total).toBe(0);
    expect(await answer.read(0, 10)).toEqual([]);
  });

  it('lists the kinds the index holds, with how many pages each', async () => {
    expect(await searchWith(fakePagefind([], { kind: { Quran: 6236, Books: 12 }, other: { x: 1 } }).module).kinds()).toEqual({ Quran: 6236, Books: 12 });
    expect(await searchWith(fakePagefind([], {}).module).kinds()).toEqual({});
  });
});
