/**
 * The site search in the browser: Pagefind's reader of the index the build writes, loaded from the
 * site itself only when a search page asks for it (it is not part of the bundle: the build makes
 * it beside the index, for that index).
 */

/** Where the build writes the index and its reader, under the site's root. */
export const SEARCH_INDEX_PATH = '/pagefind/';

/** One page found: where it is, what it is called and filed under, and the words that matched. */
export interface SearchHit {
  readonly url: string;
  readonly title: string;
  readonly kind: string;
  /** Pagefind's excerpt of the page's text, with the words found inside <mark>. */
  readonly excerpt: string;
  /** An ayah's lines as written (en, ur, ar), to show the one that matched. */
  readonly meta: Readonly<Record<string, string>>;
}

/** What a query found: how many pages, and a way to read them a few at a time. */
export interface SearchAnswer {
  readonly total: number;
  readonly read: (from: number, count: number) => Promise<SearchHit[]>;
}

export interface SiteSearch {
  /** The kinds the pages are filed under, with how many each, as the index holds them. */
  readonly kinds: () => Promise<Readonly<Record<string, number>>>;
  readonly search: (query: string, kind?: string) => Promise<SearchAnswer>;
}

interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string>>;
  readonly filters: Readonly<Record<string, readonly string[]>>;
}

/** The part of Pagefind's module the search uses. */
interface PagefindModule {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
}

/** A search over Pagefind's module, once it is loaded: kept apart from the loading so it can be tested with a fake module. */
export function searchWith(pagefind: PagefindModule): SiteSearch {
  return {
    kinds: async () => (await pagefind.filters()).kind ?? {},
    search: async (query, kind) => {
      const found = await pagefind.search(query, kind ? { filters: { kind } } : {});
      const results = found?.results ?? [];
      return {
        total: results.length,
        read: (from, count) =>
          Promise.all(
            results.slice(from, from + count).map(async (result) => {
              const data = await result.data();
              return { url: data.url, title: data.meta.title ?? data.url, kind: data.filters.kind?.[0] ?? '', excerpt: data.excerpt, meta: data.meta };
            }),
          ),
      };
    },
  };
}

let loading: Promise<SiteSearch> | undefined;

/** The site's search, its reader loaded on the first call; a failed load is tried again on the next. */
export function siteSearch(): Promise<SiteSearch> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ `${SEARCH_INDEX_PATH}pagefind.js`)) as PagefindModule;
    await pagefind.options({ baseUrl: '/', excerptLength: 24 });
    await pagefind.init();
    return searchWith(pagefind);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
