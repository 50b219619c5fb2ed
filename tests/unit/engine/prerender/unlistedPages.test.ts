import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, type SiteContent } from '../../../../scripts/engine/content/loadSite';
import { hostingConfig } from '../../../../scripts/engine/hosting/hostingConfig';
import { writeSitemap } from '../../../../scripts/engine/prerender/sitemap';
import { fixtureCopies } from '../../support/fixtureSite';
import { realSite } from '../../support/realSite';
import { tempFolders } from '../../support/tempFolders';
import { languagePrefixes, unlistedPaths } from '../../../support/writtenRoutes';

/*
 * A page the content marks `listed: false` is offered to no search engine (sitemap.xml) and
 * prerendered by no browser ahead of a click (the pages' speculation rules), as the build writes
 * them from the content.
 */

const outFolder = tempFolders('sitemap-');
const fixtureWith = fixtureCopies('unlisted-');

/** The paths sitemap.xml lists, as the build writes it for this site. */
function sitemapPaths(site: SiteContent): string[] {
  const outDir = outFolder();
  writeSitemap(outDir, site.site, [{ code: 'en', prefix: '', pages: site.routes }], '2025-01-15');
  const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The addresses the pages' speculation rules keep from being prerendered, besides files. */
function notPrerendered(rules: string): string[] {
  const { prerender } = JSON.parse(rules) as { prerender: { where: { and: { not?: { href_matches: string } }[] } }[] };
  return prerender.flatMap((rule) => rule.where.and.flatMap((condition) => (condition.not ? [condition.not.href_matches] : []))).filter((path) => !path.includes('.'));
}

describe('the pages pages.yaml marks unlisted', () => {
  it("are the owner's pages", () => {
    expect(unlistedPaths()).toEqual(['/login', '/write', '/manage-blogs']);
  });

  it('are left out of the sitemap, with the not-found and offline pages; every other page is in it', () => {
    const site = realSite();
    const listed = sitemapPaths(site);
    const unlisted = unlistedPaths();
    expect(listed.filter((path) => unlisted.includes(path))).toEqual([]);
    expect(listed).not.toContain('/offline');
    const expected = site.routes.map((route) => route.path).filter((path) => ![...unlisted, '/offline', '*'].includes(path));
    expect(listed).toEqual(expected);
  });

  it('are never prerendered, in any language: the speculation rules leave out exactly them, at each language\'s address', () => {
    const prefixes = languagePrefixes();
    expect(prefixes.length).toBeGreaterThan(1);
    const everywhere = prefixes.flatMap((prefix) => unlistedPaths().map((path) => `${prefix}${path}`));
    expect(notPrerendered(hostingConfig(process.cwd(), realSite()).speculationRules)).toEqual(everywhere);
  });
});

describe('a page the content marks `listed: false`', () => {
  const team = '  - path: /team\n    aliases: [/instructors]\n';
  const site = (root: string) => {
    const loaded = loadSite(root);
    if (!loaded.data) throw new Error(JSON.stringify(loaded.errors));
    return loaded.data;
  };

  it('is listed and prerendered when the field is left out', () => {
    const root = fixtureWith();
    expect(sitemapPaths(site(root))).toContain('/team');
    expect(notPrerendered(hostingConfig(root, site(root)).speculationRules)).toEqual([]);
  });

  it('leaves the sitemap, and the speculation rules leave it out at each of its addresses', () => {
    const root = fixtureWith(['pages.yaml', team, `${team}    listed: false\n`]);
    expect(sitemapPaths(site(root))).toEqual(['/', '/courses', '/contact']);
    expect(notPrerendered(hostingConfig(root, site(root)).speculationRules)).toEqual(['/team', '/instructors']);
  });

  it('is left out of prerendering at its address in every language the site declares, whichever they are', () => {
    const root = fixtureWith(['pages.yaml', team, `${team}    listed: false\n`]);
    const content = site(root);
    const [english] = content.site.locales;
    const locales = [english!, { ...english!, code: 'ur', label: 'اردو' }, { ...english!, code: 'ar', label: 'العربية' }];
    expect(notPrerendered(hostingConfig(root, { ...content, site: { ...content.site, locales } }).speculationRules)).toEqual([
      '/team', '/instructors', '/ur/team', '/ur/instructors', '/ar/team', '/ar/instructors',
    ]);
  });
});
