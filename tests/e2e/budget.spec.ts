import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { indexRoutes, specRoutes } from '../support/specRoutes';
import { expect, test } from './support/fixtures';

/**
 * The byte budget (not a timing): the JavaScript a route loads before it is interactive, gzip,
 * as its prerendered HTML asks for it (module script and module preloads). A route with only
 * static blocks stays within 100 KB.
 */
const STATIC_ROUTE_BUDGET = 100 * 1024;

async function scriptBytes(request: APIRequestContext, path: string): Promise<{ bytes: number; files: string[] }> {
  const html = await (await request.get(path)).text();
  const files = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((match) => match[1]!);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await (await request.get(file)).body(), { level: 9 }).length;
  return { bytes, files };
}

test.describe('JavaScript before interactive', () => {
  for (const path of [...specRoutes, ...indexRoutes]) {
    test(`${path} stays within its budget`, async ({ request }) => {
      const { bytes, files } = await scriptBytes(request, path);
      const interactive = files.some((file) => /\.client-/.test(file));
      test.skip(interactive, 'routes with interactive blocks are measured by npm run bench');
      expect(bytes, `${path} loads ${files.join(', ')}`).toBeLessThanOrEqual(STATIC_ROUTE_BUDGET);
    });
  }
});
