/**
 * The service worker's cache of pages (network first), shared with the page that fills it ahead of
 * time ("keep the whole Quran on this device"): a page put there is one the worker serves offline.
 */
export const PAGES_CACHE = 'pages';

/** The book PDFs opened, kept as they were first read. */
export const BOOKS_CACHE = 'books';

/** Pictures, kept as they are seen (the service worker refreshes them in the background). */
export const IMAGES_CACHE = 'images';
