import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding, createStaticServer, IDLE_CONNECTION_MS } from '../../../../scripts/engine/serve/staticServer';

const NOT_FOUND_PAGE = '<!doctype html><title>Not found</title><h1>Page not found</h1>';
const SCRIPT = `console.log(${JSON.stringify('compressible '.repeat(200))});`;
/** Larger than the stream buffers, so the compressed response has to wait for the client on the way. */
const LARGE = JSON.stringify(Array.from({ length: 60_000 }, (_, index) => ({ verse: index, text: `verse ${index * 7919}` })));

/** Prose of a page's length, the same on every run: where Brotli's best quality does better than its quick one. */
const PROSE = (() => {
  const words = ['the', 'reader', 'opens', 'surah', 'ayah', 'translation', 'settings', 'page', 'of', 'and', 'verse', 'Urdu', 'English', 'light', 'mercy'];
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  return Array.from({ length: 12_000 }, () => words[next() % words.length]).join(' ');
})();

/** A build as prerender leaves it, plus what must never be served: the host's file, bundler metadata, a dotfile, and a file beside the build. */
const site: Record<string, string> = {
  'dist/index.html': '<!doctype html><title>Home</title>',
  'dist/about/index.html': '<!doctype html><title>About</title>',
  'dist/404.html': NOT_FOUND_PAGE,
  'dist/assets/app-abc123.js': SCRIPT,
  'dist/assets/verses.json': LARGE,
  'dist/prose/index.html': PROSE,
  'dist/assets/prose.json': JSON.stringify(PROSE),
  'dist/assets/asked-by-head.json': '{"asked":"by HEAD first"}',
  // Two files of one size and, once beforeAll has set it, one time of change: one ETag.
  'dist/assets/first.json': '{"part":"first"}',
  'dist/assets/other.json': '{"part":"other"}',
  'dist/_headers': '/*\n  X-Test: every path\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  'dist/.vite/manifest.json': '{"secret":"manifest"}',
  'dist/.env': 'TOKEN=secret',
  'package.json': '{"name":"outside the build"}',
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let folder: string;
let server: ReturnType<typeof createStaticServer>;
let port: number;

/** A raw HTTP request: the path goes out exactly as written, with no URL parser tidying it first. */
function send(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'static-server-'));
  for (const [file, text] of Object.entries(site)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  for (const twin of ['first', 'other']) utimesSync(join(folder, `dist/assets/${twin}.json`), 1_700_000_000, 1_700_000_000);
  server = createStaticServer(join(folder, 'dist'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves a page, and a folder as its index.html', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/index.html', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
      ['/about/index.html', 'About'],
      ['/about?from=menu', 'About'],
    ] as const) {
      const answer = await send(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html;\s?charset=utf-8$/);
      expect(answer.body.toString(), path).toContain(`<title>${title}</title>`);
    }
  });

  it('answers anything else with the not-found page and status 404', async () => {
    const answer = await send('/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toBe(NOT_FOUND_PAGE);
  });

  it.each([
    '/_headers',
    '/_headers/',
    '/_header%73',
    '/%5Fheaders',
    '/%5fheaders',
    '/%2F_headers',
    '//_headers',
    '/\\_headers',
    '/%5C_headers',
    '/assets/../_headers',
    '/assets/%2E%2E/_headers',
    '/.vite/manifest.json',
    '/%2E%76ite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/.env',
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2F..%2Fetc%2Fpasswd',
  ])('never serves %s', async (path) => {
    const answer = await send(path);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(NOT_FOUND_PAGE);
    expect(answer.body.toString()).not.toMatch(/X-Test|secret|outside the build|root:/);
  });

  it('sends the headers from _headers on pages, assets and the not-found page', async () => {
    const page = await send('/about');
    expect(page.headers['x-test']).toBe('every path');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await send('/assets/app-abc123.js');
    expect(asset.headers['x-test']).toBe('every path');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await send('/no-such-page');
    expect(missing.headers['x-test']).toBe('every path');
    // The rules follow the decoded path, not its spelling.
    expect((await send('/%61ssets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text in Brotli for clients that accept it, in gzip for those that accept only gzip, and sends it as it is to the others', async () => {
    const brotli = await send('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 4);

    const zipped = await send('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(SCRIPT);

    const plain = await send('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(SCRIPT.length));
    expect(plain.body.toString()).toBe(SCRIPT);

    const large = await send('/assets/verses.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(large.body).toString()).toBe(LARGE);

    const missing = await send('/no-such-page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe(NOT_FOUND_PAGE);
  });

  it('reads Accept-Encoding with its weights: a coding at q=0 is refused, the heavier one wins', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('BR;q=0.5')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding('gzip;q=0')).toBeUndefined();
    expect(chosenEncoding('')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });

  it('sends a page asked for again in Brotli at its best, made in the background, once the second request has asked', async () => {
    const brotli = { 'Accept-Encoding': 'br' };
    const first = await send('/prose', { headers: brotli });
    const second = await send('/prose', { headers: brotli });
    // The second is sent at once, as the first was compressed.
    expect(second.body.equals(first.body)).toBe(true);
    let later = second;
    await expect
      .poll(async () => {
        later = await send('/prose', { headers: brotli });
        return later.body.length;
      })
      .toBeLessThan(first.body.length * 0.95);
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.headers['content-length']).toBe(String(later.body.length));
    expect(brotliDecompressSync(later.body).toString()).toBe(PROSE);
  });

  it('says when it has compressed at its best what was asked for twice: the next response is the smaller body, at once', async () => {
    const brotli = { 'Accept-Encoding': 'br' };
    const first = await send('/assets/prose.json', { headers: brotli });
    await send('/assets/prose.json', { headers: brotli });
    await server.compressionSettled();
    const after = await send('/assets/prose.json', { headers: brotli });
    expect(after.body.length).toBeLessThan(first.body.length * 0.95);
    expect(brotliDecompressSync(after.body).toString()).toBe(JSON.stringify(PROSE));
  });

  it('compresses a file once: asked again, it sends the same bytes, with their length', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const first = await send('/assets/verses.json', { headers: gzip });
    const again = await send('/assets/verses.json', { headers: gzip });
    expect(again.status).toBe(200);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-length']).toBe(String(again.body.length));
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
    expect(gunzipSync(again.body).toString()).toBe(LARGE);

    const head = await send('/assets/verses.json', { method: 'HEAD', headers: gzip });
    expect(head.headers['content-length']).toBe(String(again.body.length));
    expect(head.body.length).toBe(0);
    // Each file is known as itself: another file of the same size and time is not sent in its place.
    for (const part of ['first', 'other', 'first', 'other']) {
      expect(gunzipSync((await send(`/assets/${part}.json`, { headers: gzip })).body).toString()).toBe(`{"part":"${part}"}`);
    }
  });

  it('sends the whole file to a GET after a HEAD of it, though the HEAD answer had no body', async () => {
    for (const encoding of ['br', 'gzip']) {
      const headers = { 'Accept-Encoding': encoding };
      const head = await send('/assets/asked-by-head.json', { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      const get = await send('/assets/asked-by-head.json', { headers });
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(get.body).toString()).toBe('{"asked":"by HEAD first"}');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await send('/about', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-test']).toBe('every path');
    expect(answer.body.length).toBe(0);
    const missing = await send('/_headers', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });

  it('revalidates: a page the client already has answers 304', async () => {
    const first = await send('/about');
    const again = await send('/about', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('refuses other methods with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await send('/about', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
  });

  it('keeps an idle connection open for a minute, not the 5 s after which Node closes it under a client reusing it', () => {
    expect(IDLE_CONNECTION_MS).toBeGreaterThanOrEqual(60_000);
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('closes the connection for a file removed since it started, and goes on serving', async () => {
    const removed = join(folder, 'dist/assets/removed-after-start.js');
    writeFileSync(removed, SCRIPT);
    const listing = createStaticServer(join(folder, 'dist'));
    await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
    const listingPort = (listing.address() as AddressInfo).port;
    rmSync(removed);
    const ask = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port: listingPort, path }, (response) => {
          response.on('data', () => {});
          response.on('error', reject);
          response.on('aborted', () => reject(new Error('aborted')));
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
    try {
      await expect(ask('/assets/removed-after-start.js')).rejects.toThrow();
      expect(await ask('/about')).toBe(200);
    } finally {
      listing.closeAllConnections();
      await new Promise((resolve) => listing.close(resolve));
    }
  });

  it('answers malformed percent-encoding with 400', async () => {
    for (const path of ['/%E0%A4%A', '/%zz', '/about%', '/%00']) expect((await send(path)).status, path).toBe(400);
  });
});
