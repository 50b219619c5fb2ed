import type { APIRequestContext } from '@playwright/test';
import { assetsBeforeInteractive, gzipBytes, jsBudgetFor } from '../../scripts/lib/routeAssets';
import { indexRoutes, specRoutes } from '../support/specRoutes';
import { expect, test } from './support/fixtures';

/**
 * The byte budget (not a timing): the JavaScript a route loads before it is interactive, gzip,
 * as its prerendered HTML asks for it (module script and module preloads). A route with only
 * static blocks stays within 100 KB, one with interactive blocks within 110 KB.
 */
async function scriptsOf(request: APIRequestContext, path: string): Promise<{ bytes: number; files: string[]; code: string }> {
  const { scripts: files } = assetsBeforeInteractive(await (await request.get(path)).text());
  let bytes = 0;
  let code = '';
  for (const file of files) {
    const body = await (await request.get(file)).body();
    bytes += gzipBytes(body);
    code += body.toString('utf8');
  }
  return { bytes, files, code };
}

/**
 * Heavy code that only some blocks need, loaded by them when it is needed (in an effect, on send,
 * on sign-in), never before a page is interactive. Each is recognised by a string of its own code.
 */
const loadedOnDemand: [library: string, marker: RegExp][] = [
  ['zod', /\$ZodType|ZodError/],
  ['firebase', /firebaseio\.com|@firebase\//],
  ['keen-slider', /data-keen-slider-/],
  ['EmailJS', /api\.emailjs\.com/],
  ['the Quran text', /[\u0621-\u064A\u064B-\u0652]{12,}/],
];

test.describe('JavaScript before interactive', () => {
  for (const path of [...specRoutes, ...indexRoutes]) {
    test(`${path} stays within its budget`, async ({ request }) => {
      const { bytes, files } = await scriptsOf(request, path);
      expect(bytes, `${path} loads ${files.join(', ')}`).toBeLessThanOrEqual(jsBudgetFor(files));
    });
  }
});

test.describe('code loaded on demand is absent before interactive', () => {
  for (const path of [...specRoutes, ...indexRoutes]) {
    test(path, async ({ request }) => {
      const { code } = await scriptsOf(request, path);
      const present = loadedOnDemand.filter(([, marker]) => marker.test(code)).map(([library]) => library);
      expect(present).toEqual([]);
    });
  }
});
