/**
 * The service worker's cache of pages visited (network first, a bounded number, the least recently
 * used dropped first). Keyed without tracking parameters (trackingParams.ts).
 */
export const PAGES_CACHE = 'pages';

/**
 * The pages a visitor asked to keep ("keep the whole Quran on this device"), filled by the page
 * itself (keepPages.ts) and served by the worker when the network does not answer. Apart from the
 * visited pages so that their bound never evicts what was deliberately kept: it holds exactly the
 * pages asked for.
 */
export const KEPT_PAGES_CACHE = 'kept-pages';

/** The book PDFs opened: served from the network when it answers, so a corrected book reaches the reader. */
export const BOOKS_CACHE = 'books';

/** Pictures, kept as they are seen (the service worker refreshes them in the background). */
export const IMAGES_CACHE = 'images';

/**
 * The reader's shipped translations, one file per surah per translation, kept as the reader shows
 * them (and refreshed in the background), so a surah read with its translation reads so offline.
 */
export const TRANSLATIONS_CACHE = 'translations';

/**
 * Fonts that only some readers need (Noto Nastaliq Urdu, for the Urdu translation): not precached,
 * so no visitor downloads them unasked, and kept once a page has used them.
 */
export const FONTS_ON_DEMAND_CACHE = 'fonts-on-demand';

/**
 * The previous deployments' scripts, stylesheet and font, which their precache no longer holds,
 * kept while a kept page still names them (until every kept page is fetched again).
 */
export const PREVIOUS_ASSETS_CACHE = 'previous-assets';

/** Which deployment the kept pages were last brought up to (one entry). */
export const DEPLOYMENT_CACHE = 'offline-deployment';

/**
 * The search index's parts a query has read (Pagefind's chunks, named by their content): kept once
 * read, so a query over them runs with no network, and bounded, the least recently used dropped.
 */
export const SEARCH_INDEX_CACHE = 'search-index';

/**
 * The search's reader and the index's entry file, at addresses that stay the same from one
 * deployment to the next: from the network when it answers, so a new index is read whole.
 */
export const SEARCH_READER_CACHE = 'search-reader';
