/**
 * The search page's address: the header's search box on every page sends its query there
 * (/search?q=...), and pages.yaml declares the page at it (the built site's tests check both agree).
 */
export const SEARCH_PAGE_PATH = '/search';
