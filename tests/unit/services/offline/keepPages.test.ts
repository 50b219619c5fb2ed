import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_PAGES_CACHE } from '../../../../src/services/offline/caches';
import { canKeepPages, formatBytes, keepPages, type KeepProgress } from '../../../../src/services/offline/keepPages';

/** The Cache API, faked at its boundary: what was put in which cache. */
function fakeCaches() {
  const stored = new Map<string, Response>();
  const opened: string[] = [];
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      opened.push(name);
      return { put: async (path: string, response: Response) => void stored.set(path, response) };
    },
  });
  return { stored, opened };
}

/**
 * The network: each path answers its page, a status, or fails as a lost connection does. Records
 * how each was asked for and how many were under way at once.
 */
function fakeNetwork(pages: Record<string, string | number | Error>) {
  const requests: { path: string; init: RequestInit | undefined }[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    requests.push({ path, init });
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await Promise.resolve();
    inFlight -= 1;
    const page = pages[path];
    if (page instanceof Error) throw page;
    return typeof page === 'number' ? new Response('Not found', { status: page }) : new Response(page, { headers: { 'Content-Type': 'text/html' } });
  });
  return { requests, mostAtOnce: () => mostAtOnce };
}

function fakeStorageManager(persist: () => Promise<boolean> = async () => true) {
  const asked = vi.fn(persist);
  vi.stubGlobal('navigator', { serviceWorker: {}, storage: { persist: asked } });
  return asked;
}

const page = (kb: number) => 'x'.repeat(kb * 1000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keeping the Quran on this device', () => {
  it('is offered where the browser has a service worker and the Cache API', () => {
    expect(canKeepPages()).toBe(false);
    vi.stubGlobal('window', { caches: {} });
    vi.stubGlobal('navigator', { serviceWorker: {} });
    expect(canKeepPages()).toBe(true);
  });

  it('is not offered without the Cache API or without a service worker', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', { serviceWorker: {} });
    expect(canKeepPages()).toBe(false);
    vi.stubGlobal('window', { caches: {} });
    vi.stubGlobal('navigator', {});
    expect(canKeepPages()).toBe(false);
  });

  it("puts every page, whole, in the cache of kept pages and reports each one with the bytes so far", async () => {
    const { stored, opened } = fakeCaches();
    const network = fakeNetwork({ '/read-quran/1': page(3), '/read-quran/2': page(400), '/read-quran/3': page(2) });
    const persist = fakeStorageManager();
    const progress: KeepProgress[] = [];
    const result = await keepPages(['/read-quran/1', '/read-quran/2', '/read-quran/3'], (step) => progress.push(step));

    expect(result).toEqual({ done: 3, total: 3, bytes: 405_000 });
    expect(opened).toEqual([KEPT_PAGES_CACHE]);
    expect([...stored.keys()].sort()).toEqual(['/read-quran/1', '/read-quran/2', '/read-quran/3']);
    expect(await stored.get('/read-quran/2')!.text()).toBe(page(400));
    expect(progress.map((step) => step.done)).toEqual([1, 2, 3]);
    expect(progress.every((step) => step.total === 3)).toBe(true);
    expect(progress.at(-1)).toEqual(result);
    // Each page is fetched as the visitor's own page, with the site's cookies.
    expect(network.requests.map((request) => request.init)).toEqual([{ credentials: 'same-origin' }, { credentials: 'same-origin' }, { credentials: 'same-origin' }]);
    // And the browser is asked not to clear them when space runs low.
    expect(persist).toHaveBeenCalledOnce();
  });

  it('asks a few pages at a time, not all 114 at once', async () => {
    fakeCaches();
    const paths = Array.from({ length: 10 }, (_, index) => `/read-quran/${index + 1}`);
    const network = fakeNetwork(Object.fromEntries(paths.map((path) => [path, page(1)])));
    fakeStorageManager();
    await expect(keepPages(paths, () => {})).resolves.toMatchObject({ done: 10, total: 10 });
    expect(network.mostAtOnce()).toBe(4);
    expect(network.requests).toHaveLength(10);
  });

  it('leaves out a page that is missing or lost to the connection, counts it as not done, and goes on', async () => {
    const { stored } = fakeCaches();
    fakeNetwork({ '/read-quran/1': page(5), '/read-quran/2': 404, '/read-quran/3': new TypeError('Failed to fetch'), '/read-quran/4': page(7) });
    fakeStorageManager();
    const progress: KeepProgress[] = [];
    const result = await keepPages(['/read-quran/1', '/read-quran/2', '/read-quran/3', '/read-quran/4'], (step) => progress.push(step));
    expect(result).toEqual({ done: 2, total: 4, bytes: 12_000 });
    expect([...stored.keys()].sort()).toEqual(['/read-quran/1', '/read-quran/4']);
    expect(progress.map((step) => step.done)).toEqual([1, 2]);
  });

  it('finishes when the browser declines to keep them for good, or has no storage manager', async () => {
    fakeCaches();
    fakeNetwork({ '/read-quran/1': page(1) });
    fakeStorageManager(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    await expect(keepPages(['/read-quran/1'], () => {})).resolves.toEqual({ done: 1, total: 1, bytes: 1000 });
    vi.stubGlobal('navigator', { serviceWorker: {} });
    await expect(keepPages(['/read-quran/1'], () => {})).resolves.toEqual({ done: 1, total: 1, bytes: 1000 });
  });
});

describe('the size a visitor reads', () => {
  it('is in MB with one decimal from a million bytes, else in whole KB, never 0 KB', () => {
    expect(formatBytes(3_240_000)).toBe('3.2 MB');
    expect(formatBytes(1_000_000)).toBe('1.0 MB');
    expect(formatBytes(640_400)).toBe('640 KB');
    expect(formatBytes(999_000)).toBe('999 KB');
    expect(formatBytes(200)).toBe('1 KB');
  });
});
