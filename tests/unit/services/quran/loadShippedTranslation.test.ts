import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepThroughWorker } from '../../../../src/services/offline/keepThroughWorker';
import { shippedTranslationLoader, TranslationLoadError } from '../../../../src/services/quran/loadShippedTranslation';
import type { Fetch } from '../../../../src/services/quran/readJson';
import { translationFileText } from '../../../../src/services/quran/shippedTranslations';

const IKHLAS = ['Say, "He is Allah, [who is] One,', 'Allah, the Eternal Refuge.', 'He neither begets nor is born,', 'Nor is there to Him any equivalent."'];

/** A fake network for the translation files: answers from a table (404 otherwise) and records every URL asked for. */
function fakeFetch(files: Record<string, string | Response>): Fetch & { urls: string[] } {
  const urls: string[] = [];
  const fetcher = (url: string) => {
    urls.push(url);
    const file = files[url];
    if (file instanceof Response) return Promise.resolve(file.clone());
    return Promise.resolve(file === undefined ? new Response('Not found', { status: 404 }) : new Response(file, { headers: { 'Content-Type': 'application/json' } }));
  };
  return Object.assign(fetcher, { urls });
}

const ikhlasFile = { '/quran/translations/en/112.json': translationFileText({ surah: 112, translation: 'en', verses: IKHLAS }) };

/** A browser's service worker container: controlling the page or not, and the messages its worker receives. */
function fakeWorker(controlling: boolean) {
  const messages: unknown[] = [];
  const active = { postMessage: (message: unknown) => messages.push(message) };
  vi.stubGlobal('navigator', { serviceWorker: { controller: controlling ? active : null, ready: Promise.resolve({ active }) } });
  return messages;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a shipped translation, as the reader loads it', () => {
  it('is the verses of its file, fetched from the address the build writes it to', async () => {
    const fetcher = fakeFetch(ikhlasFile);
    await expect(shippedTranslationLoader(fetcher)('en', 112, 4)).resolves.toEqual(IKHLAS);
    expect(fetcher.urls).toEqual(['/quran/translations/en/112.json']);
  });

  it('is fetched once for the visit, however often it is asked for, and a load in flight is shared', async () => {
    const fetcher = fakeFetch(ikhlasFile);
    const load = shippedTranslationLoader(fetcher);
    await Promise.all([load('en', 112, 4), load('en', 112, 4)]);
    await load('en', 112, 4);
    expect(fetcher.urls).toEqual(['/quran/translations/en/112.json']);
  });

  it('fails on an error status, an answer that is not JSON, or a file that is not the one asked for; a failure is tried again when asked', async () => {
    const cases: [Record<string, string | Response>, RegExp][] = [
      [{}, /\/quran\/translations\/en\/112\.json answered HTTP 404/],
      [{ '/quran/translations/en/112.json': '<!doctype html><p>Offline' }, /did not answer JSON/],
      [{ '/quran/translations/en/112.json': translationFileText({ surah: 112, translation: 'en', verses: IKHLAS.slice(1) }) }, /does not hold the 4 verses of surah 112/],
      [{ '/quran/translations/en/112.json': translationFileText({ surah: 113, translation: 'en', verses: IKHLAS }) }, /does not hold/],
      [{ '/quran/translations/en/112.json': translationFileText({ surah: 112, translation: 'ur', verses: IKHLAS }) }, /does not hold/],
      [{ '/quran/translations/en/112.json': JSON.stringify({ surah: 112, translation: 'en', verses: [...IKHLAS.slice(1), 4] }) }, /does not hold/],
      [{ '/quran/translations/en/112.json': 'null' }, /does not hold/],
    ];
    for (const [files, message] of cases) {
      const fetcher = fakeFetch(files);
      const load = shippedTranslationLoader(fetcher);
      const failure = load('en', 112, 4);
      await expect(failure).rejects.toThrow(TranslationLoadError);
      await expect(failure).rejects.toThrow(message);
      await expect(load('en', 112, 4)).rejects.toThrow(message);
      expect(fetcher.urls).toHaveLength(2);
    }
  });
});

describe('keeping a translation for offline reading', () => {
  it('asks the offline worker to keep a file fetched before the worker took over the page', async () => {
    const messages = fakeWorker(false);
    await shippedTranslationLoader(fakeFetch(ikhlasFile))('en', 112, 4);
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: ['/quran/translations/en/112.json'] } }]));
  });

  it('asks nothing when the worker fetched it (its rule kept it), nor for a file that failed', async () => {
    const controlled = fakeWorker(true);
    await shippedTranslationLoader(fakeFetch(ikhlasFile))('en', 112, 4);
    const notYet = fakeWorker(false);
    await expect(shippedTranslationLoader(fakeFetch({}))('en', 112, 4)).rejects.toThrow();
    // What would ask has had its turn: the worker's readiness is a promise already settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controlled).toEqual([]);
    expect(notYet).toEqual([]);
  });

  it('does nothing in a browser without service workers', () => {
    vi.stubGlobal('navigator', {});
    expect(() => keepThroughWorker(['/quran/translations/en/112.json'])).not.toThrow();
  });
});
