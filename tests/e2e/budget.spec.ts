import type { APIRequestContext } from '@playwright/test';
import { assetsBeforeInteractive, gzipBytes, hasInteractiveBlocks, STATIC_ROUTE_JS_BUDGET } from '../../scripts/lib/routeAssets';
import { indexRoutes, specRoutes } from '../support/specRoutes';
import { expect, test } from './support/fixtures';

/**
 * The byte budget (not a timing): the JavaScript a route loads before it is interactive, gzip,
 * as its prerendered HTML asks for it (module script and module preloads). A route with only
 * static blocks stays within 100 KB.
 */
async function scriptBytes(request: APIRequestContext, path: string): Promise<{ bytes: number; files: string[] }> {
  const { scripts: files } = assetsBeforeInteractive(await (await request.get(path)).text());
  let bytes = 0;
  for (const file of files) bytes += gzipBytes(await (await request.get(file)).body());
  return { bytes, files };
}

test.describe('JavaScript before interactive', () => {
  for (const path of [...specRoutes, ...indexRoutes]) {
    test(`${path} stays within its budget`, async ({ request }) => {
      const { bytes, files } = await scriptBytes(request, path);
      test.skip(hasInteractiveBlocks(files), 'routes with interactive blocks are measured by npm run bench');
      expect(bytes, `${path} loads ${files.join(', ')}`).toBeLessThanOrEqual(STATIC_ROUTE_JS_BUDGET);
    });
  }
});
