import { describe, expect, it } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { runtimeCaching } from '../../../../scripts/engine/prerender/offline';
import { BOOKS_CACHE, FONTS_ON_DEMAND_CACHE, IMAGES_CACHE, PAGES_CACHE, PREVIOUS_ASSETS_CACHE, SEARCH_INDEX_CACHE, SEARCH_READER_CACHE, TRANSLATIONS_CACHE } from '../../../../src/services/offline/caches';

/** The first rule that takes a request, as Workbox picks it. */
function ruleFor(path: string, { mode = 'no-cors', destination = '', accept = '*/*', sameOrigin = true } = {}): RuntimeCaching | undefined {
  const url = new URL(path, 'https://site.test');
  const request = { mode, destination, headers: new Headers({ Accept: accept }) };
  return runtimeCaching.find((rule) => typeof rule.urlPattern === 'function' && rule.urlPattern({ url, request, sameOrigin } as never));
}

describe("the offline worker's rules", () => {
  it('asks the network first for a book PDF, even opened as a page, and bounds the books kept', () => {
    for (const rule of [ruleFor('/books/tajweed.pdf'), ruleFor('/books/tajweed.pdf', { mode: 'navigate' })]) {
      expect(rule?.handler).toBe('NetworkFirst');
      expect(rule?.options?.cacheName).toBe(BOOKS_CACHE);
      expect(rule?.options?.cacheableResponse).toEqual({ statuses: [200] });
    }
  });

  it("asks the network first for a page visited or kept, keyed without tracking parameters, and falls back to the offline page in the page's language", () => {
    for (const rule of [ruleFor('/read-quran/36?utm_source=x', { mode: 'navigate' }), ruleFor('/read-quran/36', { accept: 'text/html' }), ruleFor('/ur/about', { mode: 'navigate' })]) {
      expect(rule?.handler).toBe('NetworkFirst');
      expect(rule?.options?.cacheName).toBe(PAGES_CACHE);
      expect(rule?.options?.plugins?.[0]).toHaveProperty('cacheKeyWillBeUsed');
      expect(rule?.options?.plugins?.[0]).toHaveProperty('cachedResponseWillBeUsed');
      // The site's worker picks the offline page by the page's address (offlinePage.ts).
      expect(rule?.options?.plugins?.[0]).toHaveProperty('handlerDidError');
    }
  });

  it('refreshes pictures in the background, and serves an earlier deployment’s script only from what it kept aside', () => {
    expect(ruleFor('/images/logo.svg')).toMatchObject({ handler: 'StaleWhileRevalidate', options: { cacheName: IMAGES_CACHE } });
    expect(ruleFor('/img/announce1.jpg', { destination: 'image' })).toMatchObject({ handler: 'StaleWhileRevalidate', options: { cacheName: IMAGES_CACHE } });
    expect(ruleFor('/assets/islands-OLD.js', { destination: 'script' })).toMatchObject({ handler: 'CacheFirst', options: { cacheName: PREVIOUS_ASSETS_CACHE } });
  });

  it('keeps the reader’s translation files as they are shown, refreshed in the background', () => {
    expect(ruleFor('/quran/translations/ur/2.json')).toMatchObject({ handler: 'StaleWhileRevalidate', options: { cacheName: TRANSLATIONS_CACHE, cacheableResponse: { statuses: [200] } } });
    expect(ruleFor('/quran/translations/en/114.json', { sameOrigin: false })).toBeUndefined();
  });

  it('keeps the Urdu font once a page has used it (it is not precached), and any other earlier font only from what was kept aside', () => {
    expect(ruleFor('/assets/noto-nastaliq-urdu-urdu-400-normal-B3x_9aQz.woff2', { destination: 'font' })).toMatchObject({
      handler: 'CacheFirst',
      options: { cacheName: FONTS_ON_DEMAND_CACHE },
    });
    expect(ruleFor('/assets/amiri-quran-arabic-400-normal-wRcqfVJx.woff2', { destination: 'font' })).toMatchObject({ options: { cacheName: PREVIOUS_ASSETS_CACHE } });
    expect(ruleFor('/assets/noto-nastaliq-urdu-urdu-400-normal-B3x_9aQz.woff2.map')).toMatchObject({ options: { cacheName: PREVIOUS_ASSETS_CACHE } });
  });

  it('leaves alone what is not the site’s own, and what it has no rule for', () => {
    expect(ruleFor('/read-quran/36', { mode: 'navigate', sameOrigin: false })).toBeUndefined();
    expect(ruleFor('/books/tajweed.pdf', { sameOrigin: false })).toBeUndefined();
    expect(ruleFor('/sitemap.xml')).toBeUndefined();
  });

  it('bounds every cache it fills by entries and age, and lets the browser clear them when space runs out', () => {
    const filled = runtimeCaching.filter((rule) => rule.options?.cacheName !== PREVIOUS_ASSETS_CACHE);
    expect(filled.map((rule) => rule.options?.cacheName)).toEqual([BOOKS_CACHE, PAGES_CACHE, SEARCH_INDEX_CACHE, SEARCH_READER_CACHE, IMAGES_CACHE, TRANSLATIONS_CACHE, FONTS_ON_DEMAND_CACHE]);
    for (const rule of filled) {
      const { maxEntries = 0, maxAgeSeconds = 0, purgeOnQuotaError } = rule.options?.expiration ?? {};
      expect(maxEntries).toBeGreaterThan(0);
      expect(maxAgeSeconds).toBeGreaterThan(0);
      expect(purgeOnQuotaError).toBe(true);
    }
  });
});
