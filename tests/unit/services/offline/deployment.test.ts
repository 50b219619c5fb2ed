import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPLOYMENT_CACHE, KEPT_PAGES_CACHE, PAGES_CACHE, PREVIOUS_ASSETS_CACHE } from '../../../../src/services/offline/caches';
import { bringKeptPagesUpTo, drawsInFull, keepPreviousAssets, pageToServe, type Deployment } from '../../../../src/services/offline/deployment';
import { assetsNamedBy, isAsset } from '../../../../src/services/offline/pageAssets';

const ORIGIN = 'https://site.test';
const absolute = (key: RequestInfo | URL) => new URL(key instanceof Request ? key.url : String(key), ORIGIN).href;

const headersOf = (key: RequestInfo | URL) => new Headers(key instanceof Request ? key.headers : undefined);

/** Whether a stored answer fits the request asked, by the headers it says it varies on. */
function varyAllows(response: Response, stored: Headers | undefined, asked: Headers): boolean {
  const names = (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return !names.includes('*') && names.every((name) => stored?.get(name) === asked.get(name));
}

/**
 * The Cache API in memory, as a worker at ORIGIN sees it (relative keys resolve against it). Like the
 * real one, it keeps each request's headers and matches by the answer's Vary unless told to ignore it.
 */
function fakeCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const requestHeaders = new Map<string, Headers>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url, { headers: requestHeaders.get(`${name} ${url}`) })),
      match: async (key: RequestInfo | URL, options?: CacheQueryOptions) => {
        const response = entries.get(absolute(key));
        if (!response || !(options?.ignoreVary || varyAllows(response, requestHeaders.get(`${name} ${absolute(key)}`), headersOf(key)))) return undefined;
        return response.clone();
      },
      put: async (key: RequestInfo | URL, response: Response) => {
        requestHeaders.set(`${name} ${absolute(key)}`, headersOf(key));
        entries.set(absolute(key), response);
      },
      delete: async (key: RequestInfo | URL) => entries.delete(absolute(key)),
    };
  };
  vi.stubGlobal('caches', {
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    match: async (key: RequestInfo | URL) => [...stores.values()].find((entries) => entries.has(absolute(key)))?.get(absolute(key))?.clone(),
  });
  /** The paths a cache holds, and what one of them says. */
  const paths = (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
  const text = async (name: string, path: string) => stores.get(name)?.get(absolute(path))?.clone().text();
  const put = async (name: string, path: string, body: string) => (await open(name)).put(path, new Response(body));
  return { stores, paths, text, put };
}

/** The server: each path answers with its page (a new deployment's), a status, or no connection at all. */
function fakeServer(pages: Record<string, string | number>, { offlineAfter = Infinity } = {}) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    if (asked.length >= offlineAfter) throw new TypeError('Failed to fetch');
    const path = new URL(url).pathname;
    asked.push(path);
    const page = pages[path] ?? 404;
    return typeof page === 'number' ? new Response('', { status: page }) : new Response(page);
  });
  return asked;
}

const page = (title: string, ...assets: string[]) => `<title>${title}</title>${assets.map((path) => `<script type="module" src="${path}"></script>`).join('')}`;
const PRECACHE = 'workbox-precache-v2-https://site.test/';
const current: Deployment = { id: 'new', assets: new Set(['/assets/islands-NEW.js', '/assets/style-NEW.css']) };

let storage: ReturnType<typeof fakeCacheStorage>;
beforeEach(() => {
  storage = fakeCacheStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a page's scripts, stylesheet and font", () => {
  it('are the content-hashed files at the top of /assets/ it names, each once', () => {
    const html = '<link rel="stylesheet" href="/assets/style-AB_c1.css"><script src="/assets/islands-x9.js"></script><link rel="preload" href="/assets/amiri-quran-400-Zz.woff2"><meta property="og:image" content="https://site.test/assets/previews/d43e.png"><script src="/assets/islands-x9.js"></script>';
    expect(assetsNamedBy(html)).toEqual(['/assets/style-AB_c1.css', '/assets/islands-x9.js', '/assets/amiri-quran-400-Zz.woff2']);
    expect(assetsNamedBy('<p>No scripts</p>')).toEqual([]);
    expect(isAsset('/assets/react-CcZo1yvn.js')).toBe(true);
    expect(isAsset('/assets/previews/d43e.png')).toBe(false);
    expect(isAsset('/offline/index.html')).toBe(false);
    expect(isAsset('/assets/react.js.map')).toBe(false);
  });
});

describe('a kept page, served when the network does not answer', () => {
  it('draws in full when every file it names is this deployment’s or still kept from an earlier one', async () => {
    await storage.put(PREVIOUS_ASSETS_CACHE, '/assets/islands-OLD.js', 'old script');
    expect(await drawsInFull(new Response(page('Ya-Sin', '/assets/islands-NEW.js', '/assets/style-NEW.css')), current)).toBe(true);
    expect(await drawsInFull(new Response(page('Ya-Sin', '/assets/islands-OLD.js')), current)).toBe(true);
    expect(await drawsInFull(new Response(page('Ya-Sin', '/assets/islands-OLD.js', '/assets/style-GONE.css')), current)).toBe(false);
  });

  it('is the visited copy if it draws in full, else the copy kept on purpose if that one does, else none (the offline page)', async () => {
    const key = new Request(`${ORIGIN}/read-quran/36`);
    await storage.put(KEPT_PAGES_CACHE, '/read-quran/36', page('kept', '/assets/islands-NEW.js'));
    const visited = (assets: string) => new Response(page('visited', assets));
    expect(await (await pageToServe(visited('/assets/islands-NEW.js'), key, current))?.text()).toContain('visited');
    expect(await (await pageToServe(visited('/assets/islands-GONE.js'), key, current))?.text()).toContain('kept');
    expect(await (await pageToServe(null, key, current))?.text()).toContain('kept');

    await storage.put(KEPT_PAGES_CACHE, '/read-quran/36', page('kept', '/assets/islands-GONE.js'));
    expect(await pageToServe(visited('/assets/islands-GONE.js'), key, current)).toBeNull();
    expect(await pageToServe(null, new Request(`${ORIGIN}/about`), current)).toBeNull();
  });

  it('is the copy kept on purpose even when the page varies on a header in which the visit differs from the keeping', async () => {
    const kept = new Response(page('kept', '/assets/islands-NEW.js'), { headers: { Vary: 'Accept' } });
    await (await caches.open(KEPT_PAGES_CACHE)).put('/read-quran/36', kept);
    const visit = new Request(`${ORIGIN}/read-quran/36`, { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(await (await pageToServe(null, visit, current))?.text()).toContain('kept');
  });
});

describe('a new deployment’s worker, as it installs', () => {
  it('copies aside the previous deployment’s scripts and stylesheet from the precache, not its own nor anything else', async () => {
    await storage.put(KEPT_PAGES_CACHE, '/read-quran/1', page('Al-Fatihah', '/assets/islands-OLD.js'));
    for (const path of ['/assets/islands-OLD.js', '/assets/style-OLD.css', '/assets/islands-NEW.js', '/offline/index.html?__WB_REVISION__=1']) await storage.put(PRECACHE, path, `file ${path}`);
    await keepPreviousAssets(current, PRECACHE);
    expect(storage.paths(PREVIOUS_ASSETS_CACHE)).toEqual(['/assets/islands-OLD.js', '/assets/style-OLD.css']);
    expect(await storage.text(PREVIOUS_ASSETS_CACHE, '/assets/style-OLD.css')).toBe('file /assets/style-OLD.css');
  });

  it('copies nothing when no page is kept, or on a first install with no precache yet', async () => {
    await storage.put(PRECACHE, '/assets/islands-OLD.js', 'old script');
    await keepPreviousAssets(current, PRECACHE);
    expect(storage.stores.has(PREVIOUS_ASSETS_CACHE)).toBe(false);

    storage.stores.delete(PRECACHE);
    await storage.put(PAGES_CACHE, '/about', page('About', '/assets/islands-OLD.js'));
    await keepPreviousAssets(current, PRECACHE);
    expect(storage.stores.has(PREVIOUS_ASSETS_CACHE)).toBe(false);
  });
});

describe('bringing the kept pages up to a new deployment', () => {
  async function keptBeforeTheDeployment() {
    await storage.put(KEPT_PAGES_CACHE, '/read-quran/1', page('old 1', '/assets/islands-OLD.js'));
    await storage.put(KEPT_PAGES_CACHE, '/read-quran/2', page('new 2', '/assets/islands-NEW.js'));
    await storage.put(KEPT_PAGES_CACHE, '/read-quran/3', page('old 3', '/assets/islands-OLD.js'));
    await storage.put(PAGES_CACHE, '/about', page('old about', '/assets/style-OLD.css'));
    await storage.put(PAGES_CACHE, '/removed', page('old removed', '/assets/style-OLD.css'));
    await storage.put(PREVIOUS_ASSETS_CACHE, '/assets/islands-OLD.js', 'old script');
  }
  const site = {
    '/read-quran/1': page('new 1', '/assets/islands-NEW.js'),
    '/read-quran/3': page('new 3', '/assets/islands-NEW.js'),
    '/about': page('new about', '/assets/style-NEW.css'),
  };

  it('fetches again each page naming an earlier deployment’s files, drops one the site no longer has, then drops those files and records it', async () => {
    await keptBeforeTheDeployment();
    const asked = fakeServer(site);
    expect(await bringKeptPagesUpTo(current)).toBe(true);
    expect(asked).toEqual(['/read-quran/1', '/read-quran/3', '/about', '/removed']);
    expect(await storage.text(KEPT_PAGES_CACHE, '/read-quran/1')).toContain('new 1');
    expect(await storage.text(KEPT_PAGES_CACHE, '/read-quran/2')).toContain('new 2');
    expect(await storage.text(PAGES_CACHE, '/about')).toContain('new about');
    expect(storage.paths(PAGES_CACHE)).toEqual(['/about']);
    expect(storage.stores.has(PREVIOUS_ASSETS_CACHE)).toBe(false);
    expect(await storage.text(DEPLOYMENT_CACHE, '/offline-deployment')).toBe('new');

    // Done for this deployment: the next run reads the record and nothing else.
    await storage.put(KEPT_PAGES_CACHE, '/read-quran/4', page('old 4', '/assets/islands-OLD.js'));
    expect(await bringKeptPagesUpTo(current)).toBe(true);
    expect(asked).toHaveLength(4);
  });

  it('stopped by a lost connection, keeps the earlier files and no record; the next run does only what is left', async () => {
    await keptBeforeTheDeployment();
    const firstRun = fakeServer(site, { offlineAfter: 1 });
    expect(await bringKeptPagesUpTo(current)).toBe(false);
    expect(firstRun).toEqual(['/read-quran/1']);
    expect(await storage.text(KEPT_PAGES_CACHE, '/read-quran/1')).toContain('new 1');
    expect(await storage.text(KEPT_PAGES_CACHE, '/read-quran/3')).toContain('old 3');
    expect(storage.paths(PREVIOUS_ASSETS_CACHE)).toEqual(['/assets/islands-OLD.js']);
    expect(storage.stores.has(DEPLOYMENT_CACHE) && (await storage.text(DEPLOYMENT_CACHE, '/offline-deployment'))).toBeFalsy();

    const secondRun = fakeServer(site);
    expect(await bringKeptPagesUpTo(current)).toBe(true);
    expect(secondRun).toEqual(['/read-quran/3', '/about', '/removed']);
    expect(storage.stores.has(PREVIOUS_ASSETS_CACHE)).toBe(false);
  });

  it('asks the server afresh for each page, past the HTTP cache that may still hold the old copy, as a page and with the site’s cookies', async () => {
    await storage.put(KEPT_PAGES_CACHE, '/read-quran/1', page('old 1', '/assets/islands-OLD.js'));
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push(new Request(url, init));
      return new Response(site['/read-quran/1']);
    });
    expect(await bringKeptPagesUpTo(current)).toBe(true);
    expect(sent.map((request) => [request.url, request.cache, request.credentials, request.headers.get('Accept')])).toEqual([
      [`${ORIGIN}/read-quran/1`, 'no-cache', 'same-origin', 'text/html'],
    ]);
  });

  it('drops a page the site says is gone for good (410) as one it no longer has (404), and finishes', async () => {
    await keptBeforeTheDeployment();
    fakeServer({ ...site, '/read-quran/3': 410 });
    expect(await bringKeptPagesUpTo(current)).toBe(true);
    expect(storage.paths(KEPT_PAGES_CACHE)).toEqual(['/read-quran/1', '/read-quran/2']);
    expect(storage.paths(PAGES_CACHE)).toEqual(['/about']);
  });

  it('stops at a server error, leaving that page as it was', async () => {
    await keptBeforeTheDeployment();
    fakeServer({ ...site, '/read-quran/3': 503 });
    expect(await bringKeptPagesUpTo(current)).toBe(false);
    expect(await storage.text(KEPT_PAGES_CACHE, '/read-quran/3')).toContain('old 3');
    expect(storage.paths(PREVIOUS_ASSETS_CACHE)).toEqual(['/assets/islands-OLD.js']);
  });
});
