import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { gzipBytes } from '../../scripts/tools/bench/routeAssets';
import { blockDefinitions } from '../../src/blocks/definitions';
import { loadSite } from '../../scripts/engine/content/loadSite';
import { sampleSurahPages } from '../../scripts/tools/a11y/routes';
import { ownerPaths } from '../support/writtenRoutes';
import { expect, test, waitForHydration } from './support/fixtures';
import { signIn } from './support/owner';

const routes = sampleSurahPages(loadSite(process.cwd()).data!.routes.filter((route) => route.path !== '*'));
const staticTypes = new Set<string>(blockDefinitions.filter((definition) => definition.kind === 'static').map((definition) => definition.type));
const allStatic = routes.filter((route) => route.blocks.every((block) => staticTypes.has(block.type))).map((route) => route.path);
/** The pages the site promises to run no script on: built of static blocks only (the testimonials' grid needs none). */
const namedStatic = ['/about', '/courses', '/religious-services', '/recording', '/ring', '/stones', '/Instructors', '/policy', '/terms', '/testimonials'];
const withIslands = routes.map((route) => route.path).filter((path) => !allStatic.includes(path) && !namedStatic.includes(path));

const ownerPages = ownerPaths();

/** The owner's pages send a visitor on to the login page: they are measured as the owner sees them. */
async function asItsReader(page: Page, path: string): Promise<void> {
  if (!ownerPages.has(path)) return;
  await signIn(page);
  await page.waitForURL('/write');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Every script a visitor's browser fetches reading the page to its end, with its gzip size. */
async function scriptsReadingToTheEnd(page: Page, path: string): Promise<{ files: string[]; bytes: number }> {
  await asItsReader(page, path);
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.body());
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const body of bodies.values()) bytes += gzipBytes(await body);
  return { files: [...bodies.keys()], bytes };
}

/** The chunk of each island's component, named after its `*.client.tsx` file. */
const islandChunks = Object.fromEntries(
  blockDefinitions
    .filter((definition) => definition.kind === 'island')
    .map((definition) => [definition.type, readdirSync(`src/blocks/${definition.type}`).filter((file) => file.endsWith('.client.tsx')).map((file) => file.replace(/\.tsx$/, '-'))]),
);

test('the pages named as static are built of static blocks only', () => {
  expect(namedStatic.filter((path) => !allStatic.includes(path) && path !== '/testimonials')).toEqual([]);
  expect(allStatic.length).toBeGreaterThan(20);
});

test.describe('a page of static blocks runs no script at all', () => {
  for (const path of [...new Set([...allStatic, ...namedStatic])]) {
    test(path, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const executable = [...html.matchAll(/<script(?![^>]*type="(?:speculationrules|application\/json|application\/ld\+json)")[^>]*>/g)].map((match) => match[0]);
      expect(executable).toEqual([]);
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('<site-island');
      expect((await scriptsReadingToTheEnd(page, path)).files).toEqual([]);
    });
  }
});

test.describe('a page with islands loads the island loader, React and its own islands, nothing else', () => {
  for (const path of withIslands) {
    test(path, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const modules = [...html.matchAll(/<script type="module" src="([^"]+)"[^>]*><\/script>/g)].map((match) => match[1]);
      expect(modules).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
      expect(html).not.toContain('modulepreload');
      const types = [...html.matchAll(/<site-island data-block="([\w-]+)"/g)].map((match) => match[1]!);
      const foreign = Object.entries(islandChunks)
        .filter(([type]) => !types.includes(type))
        .flatMap(([, chunks]) => chunks);

      const { files, bytes } = await scriptsReadingToTheEnd(page, path);
      expect(files.every((file) => file.startsWith('/assets/'))).toBe(true);
      expect(files.filter((file) => foreign.some((chunk) => file.includes(`/${chunk}`)))).toEqual([]);
      // React and its own islands: a stated budget, well under what every page loaded before islands.
      expect(bytes, `${path} loads ${files.join(', ')}`).toBeLessThanOrEqual(110 * 1024);
    });
  }
});

/**
 * Heavy code that only some blocks need, loaded when it is needed (on send, on sign-in), never by
 * the page itself. Each is recognised by a string of its own code.
 */
const loadedOnDemand: [library: string, marker: RegExp, neededOn: string[]][] = [
  // The blog checks what it reads from its store.
  ['zod', /\$ZodType|ZodError/, ['/blog', '/write', '/manage-blogs']],
  ['firebase', /firebaseio\.com|@firebase\//, []],
  ['keen-slider', /data-keen-slider-/, ['/']],
  ['EmailJS', /api\.emailjs\.com/, []],
  // A surah's text is in its page's HTML, never in a script.
  // Arabic letters (U+0621 to U+064A) and the vowel marks written on them (U+064B to U+0652).
  ['the Quran text', /[\u0621-\u0652]{12,}/, []],
];

test.describe('libraries a page does not need stay out of it', () => {
  for (const path of withIslands) {
    test(path, async ({ page }) => {
      await asItsReader(page, path);
      const code: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') code.push(await response.text());
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const present = loadedOnDemand.filter(([, marker, neededOn]) => !neededOn.includes(path) && code.some((text) => marker.test(text)));
      expect(present.map(([library]) => library)).toEqual([]);
    });
  }
});
