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
