import { loadSite } from '../../engine/content/loadSite';

/**
 * Every route of the site as a path to open: pages.yaml's routes, with the catch-all route as
 * /404.html (the not-found page, served with status 200 under that name).
 */
export function walkPaths(root: string): string[] {
  const site = loadSite(root);
  if (!site.data) throw new Error('The content has errors: run npm run validate');
  return site.data.routes.map((route) => (route.path === '*' ? '/404.html' : route.path));
}

/** The surah pages the route-by-route tests open: the first, the longest (Al-Baqarah) and the last. */
const SAMPLED_SURAH_PAGES = ['/read-quran/1', '/read-quran/2', '/read-quran/114'];

/**
 * The 114 surah pages are one template over one block: a test that opens every route opens three
 * of them, which keeps `npm test` minutes shorter and still covers the shortest, the longest and
 * the last surah (the one without a next).
 */
export function sampleSurahPages<T extends string | { path: string }>(routes: readonly T[]): T[] {
  return routes.filter((route) => {
    const path = typeof route === 'string' ? route : route.path;
    return !/^\/read-quran\/\d+$/.test(path) || SAMPLED_SURAH_PAGES.includes(path);
  });
}
