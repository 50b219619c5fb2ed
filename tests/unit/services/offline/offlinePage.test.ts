import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlinePageFor, precachedOfflinePage, type OfflinePage } from '../../../../src/services/offline/offlinePage';

const ORIGIN = 'https://site.test';
const pages: OfflinePage[] = [
  { prefix: '', file: '/offline/index.html' },
  { prefix: '/ur', file: '/ur/offline/index.html' },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline page a page never kept answers with', () => {
  it("is in the page's language: Urdu for a page under /ur, English for any other", () => {
    expect(offlinePageFor(`${ORIGIN}/ur/about`, pages)?.file).toBe('/ur/offline/index.html');
    expect(offlinePageFor(`${ORIGIN}/ur/`, pages)?.file).toBe('/ur/offline/index.html');
    expect(offlinePageFor(`${ORIGIN}/ur`, pages)?.file).toBe('/ur/offline/index.html');
    expect(offlinePageFor(`${ORIGIN}/about`, pages)?.file).toBe('/offline/index.html');
    // A path that only begins with the letters of a prefix is not in that language.
    expect(offlinePageFor(`${ORIGIN}/urdu-classes`, pages)?.file).toBe('/offline/index.html');
    expect(offlinePageFor(`${ORIGIN}/ur/about`, pages.slice(0, 1))?.file).toBe('/offline/index.html');
  });

  it('comes from the precache, where Workbox keeps it under its revision', async () => {
    const precache = new Map([
      [`${ORIGIN}/offline/index.html?__WB_REVISION__=1a`, 'You are offline'],
      [`${ORIGIN}/ur/offline/index.html?__WB_REVISION__=2b`, 'آپ آف لائن ہیں'],
    ]);
    const opened: string[] = [];
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        opened.push(name);
        return {
          match: async (path: string, options?: CacheQueryOptions) => {
            const found = [...precache].find(([key]) => (options?.ignoreSearch ? key.split('?')[0] : key) === `${ORIGIN}${path}`);
            return found && new Response(found[1]);
          },
        };
      },
    });
    expect(await (await precachedOfflinePage(`${ORIGIN}/ur/fee`, pages, 'workbox-precache-v2'))?.text()).toBe('آپ آف لائن ہیں');
    expect(await (await precachedOfflinePage(`${ORIGIN}/fee`, pages, 'workbox-precache-v2'))?.text()).toBe('You are offline');
    expect(opened).toEqual(['workbox-precache-v2', 'workbox-precache-v2']);
  });
});
