import { describe, expect, it } from 'vitest';
import { readSiteSources } from '../../../scripts/engine/content/siteSources';
import { expandTemplates } from '../../../scripts/engine/content/templates';
import { indexRoutes, specRoutes } from '../../support/specRoutes';

type DeclaredRoute = { path: string; aliases?: string[] };

/*
 * The routes as built: the written ones and the pages the templates make from the collections. Read
 * inside the tests, never as the file loads: mutation testing counts code run while a file loads as
 * covered by every test.
 */
let declaredRoutes: DeclaredRoute[] | undefined;
function declared(): DeclaredRoute[] {
  if (!declaredRoutes) {
    const sources = readSiteSources(process.cwd());
    declaredRoutes = (expandTemplates(sources.pages, sources.collection, sources.derived).data as { routes: DeclaredRoute[] }).routes;
  }
  return declaredRoutes;
}
const declaredPaths = () => new Set(declared().flatMap((route) => [route.path, ...(route.aliases ?? [])]));

describe('pages.yaml', () => {
  it('declares every route of the site', () => {
    const paths = declaredPaths();
    expect(specRoutes.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('declares the not-found route and the index pages that breadcrumbs point to', () => {
    const paths = declaredPaths();
    expect(paths.has('*')).toBe(true);
    expect(indexRoutes.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('keeps /Instructors canonical and lets /instructors reach it', () => {
    const team = declared().find((route) => route.path === '/Instructors');
    expect(team?.aliases).toContain('/instructors');
  });
});
