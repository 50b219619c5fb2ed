import { languageSites } from '../../engine/content/languages';
import { loadValidSite } from '../../engine/content/loadSite';
import { servedPathFor } from '../../engine/prerender/pageFiles';

/**
 * Every route of the site as a path to open, in every language (the Urdu pages under /ur/ are
 * walked like the English): pages.yaml's routes and each translation's, with the catch-all route
 * as /404.html (the not-found page, served with status 200 under that name).
 */
export function walkPaths(root: string): string[] {
  const site = loadValidSite(root);
  const paths = languageSites(site.data, site.translations)
    .flatMap((language) => language.pages)
    .map((page) => servedPathFor(page.path));
  return [...new Set(paths)];
}
