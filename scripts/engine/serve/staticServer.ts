import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { join, posix } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, createBrotliCompress, createGzip } from 'node:zlib';
import sirv from 'sirv';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../../src/hosting/headersFile';

/** Files the build writes for the host to read, never for visitors. */
const hostingFiles = new Set(['_headers', '_redirects']);

/** The most compressed bytes kept in memory: enough for every text file of the site today (some 45 MB compressed). */
const COMPRESSED_BUDGET = 64 * 1024 * 1024;

const compressible = /^(text\/|application\/([\w.+-]+\+)?(json|xml)|image\/svg\+xml)/;

/**
 * The path a request names, decoded once and normalised, so that every rule after it sees the file
 * the request would reach: `%5F` is `_`, `%2F` and `\` are `/`, `//` is `/`, and `..` never climbs
 * above the root. Undefined when the percent-encoding is malformed.
 */
function requestPath(url: string): string | undefined {
  let encoded = url;
  if (!encoded.startsWith('/')) {
    // A request may name the whole URL (`GET http://host/path`); only its path counts.
    try {
      encoded = new URL(encoded).pathname;
    } catch {
      return undefined;
    }
  }
  encoded = encoded.replace(/[?#][^]*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  return posix.normalize(`/${decoded.replaceAll('\\', '/')}`);
}

/** Dotfiles and folders (the bundler's `.vite` manifest among them) and the host's own files. */
function isHidden(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return segments.some((segment) => segment.startsWith('.')) || hostingFiles.has(segments[0] ?? '');
}

/** The encodings the server sends text in, the smaller first. */
type Encoding = 'br' | 'gzip';

/**
 * The encoding for a request's Accept-Encoding: Brotli where the client takes it (a surah's page in
 * Urdu is 60 KB as Brotli, 79 KB as gzip), else gzip, else none. A coding given `q=0` is refused.
 */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

/**
 * Brotli's quality as a response streams: about gzip's speed, and smaller. Its best (11) is a
 * fifth smaller again but some fifty times slower: nearly a second for a long surah's page, too
 * long to keep a visitor waiting, so it is made in the background for the requests after.
 */
const STREAMING_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;

function encoder(encoding: Encoding, size: number): Transform {
  if (encoding === 'gzip') return createGzip();
  return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: STREAMING_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

const decompressBrotli = promisify(brotliDecompress);
const compressBrotli = promisify(brotliCompress);

/** A Brotli body compressed again at Brotli's best quality; on zlib's threads, not the server's. */
async function bestBrotli(body: Buffer): Promise<Buffer> {
  const whole = await decompressBrotli(body);
  return compressBrotli(whole, { params: { [constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: whole.length } });
}

/**
 * Compressed bodies kept for the next request of the same file, the least recently sent dropped
 * first beyond `budget` bytes: compressing took a share of the server's time on every response, for
 * the same few scripts, styles and pages asked for again and again.
 */
class CompressedBodies {
  private readonly bodies = new Map<string, Buffer>();
  /** Bodies compressed again at their best, or being so: each once. */
  private readonly improved = new Set<string>();
  /** The improvements one after the other: they never take more than one core from the server. */
  private improving: Promise<void> = Promise.resolve();
  private bytes = 0;
  private readonly budget: number;

  constructor(budget: number) {
    this.budget = budget;
  }

  get(key: string): Buffer | undefined {
    const body = this.bodies.get(key);
    if (body) {
      // Map keeps insertion order: moved to the end, it is dropped last.
      this.bodies.delete(key);
      this.bodies.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.budget || this.bodies.has(key)) return;
    this.bodies.set(key, body);
    this.bytes += body.length;
    this.keepWithinBudget();
  }

  /**
   * Has the body kept under `key` made smaller by `improve`, once, in the background; requests
   * meanwhile get the body as it is. Only a file asked for again is worth the time.
   */
  improveOnce(key: string, improve: (body: Buffer) => Promise<Buffer>): void {
    if (this.improved.has(key)) return;
    this.improved.add(key);
    this.improving = this.improving.then(async () => {
      const body = this.bodies.get(key);
      if (!body) {
        // Dropped before its turn: kept again later, it may be improved then.
        this.improved.delete(key);
        return;
      }
      const better = await improve(body).catch(() => body);
      // Dropped meanwhile, or no smaller: nothing to replace.
      if (this.bodies.get(key) !== body || better.length >= body.length) return;
      this.bodies.set(key, better);
      this.bytes += better.length - body.length;
    });
  }

  /** Once every improvement asked for so far, and any asked for meanwhile, is done. */
  async settled(): Promise<void> {
    let awaited: Promise<void>;
    do {
      awaited = this.improving;
      await awaited;
    } while (awaited !== this.improving);
  }

  private keepWithinBudget(): void {
    for (const [oldest, dropped] of this.bodies) {
      if (this.bytes <= this.budget) break;
      this.bodies.delete(oldest);
      this.improved.delete(oldest);
      this.bytes -= dropped.length;
    }
  }
}

/**
 * sirv sends each file as it is on disk (it can only pick `.br` and `.gz` files written ahead of
 * time, and the build writes none), so text is compressed here, for clients that accept Brotli or
 * gzip: as it streams the first time a file is sent whole, from `compressed` after that. A file is
 * known by the path sirv was given, its ETag (its size and time of change, as sirv listed it when
 * the server started) and the encoding. A partial response (a byte range of the file) is left as it
 * is: its range counts uncompressed bytes.
 */
function compressText(request: IncomingMessage, response: ServerResponse, compressed: CompressedBodies): void {
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (!encoding) return;
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    const type = String(headers['Content-Type'] ?? response.getHeader('Content-Type') ?? '');
    if (!compressible.test(type) || headers['Content-Range'] || headers['Content-Encoding']) return writeHead(status, headers);
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
    response.removeHeader('Content-Length');
    const key = status === 200 && headers.ETag ? `${encoding} ${request.url} ${String(headers.ETag)}` : undefined;
    const body = key === undefined ? undefined : compressed.get(key);
    if (key !== undefined && body) {
      if (encoding === 'br') compressed.improveOnce(key, bestBrotli);
      sendInstead(response, body);
      return writeHead(status, { ...kept, 'Content-Encoding': encoding, 'Content-Length': body.length });
    }
    streamThrough(response, encoder(encoding, Number(headers['Content-Length'] ?? 0)), key === undefined ? undefined : (whole) => compressed.set(key, whole));
    return writeHead(status, { ...kept, 'Content-Encoding': encoding });
  }) as ServerResponse['writeHead'];
}

/**
 * From here on, what is written to the response goes through `encoder`, and waits when the client
 * is slow. `done` gets the whole compressed body once it has all been written.
 */
function streamThrough(response: ServerResponse, encoder: Transform, done?: (body: Buffer) => void): void {
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const chunks: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => {
    if (done) chunks.push(chunk);
    if (!write(chunk)) encoder.pause();
  });
  encoder.on('end', () => {
    end();
    done?.(Buffer.concat(chunks));
  });
  // The file stream piped into the response waits for the response's 'drain'; the encoder's is the one that counts.
  encoder.on('drain', () => response.emit('drain'));
  response.on('drain', () => encoder.resume());
  response.on('close', () => encoder.destroy());
  response.write = ((chunk: Buffer | string) => encoder.write(chunk)) as ServerResponse['write'];
  response.end = ((chunk?: Buffer | string | (() => void)) => {
    if (chunk && typeof chunk !== 'function') encoder.end(chunk);
    else encoder.end();
    return response;
  }) as ServerResponse['end'];
}

/**
 * Sends `body` in place of what is written to the response: the file sirv pipes in is let go
 * unread (its file closed), and the response ends with `body`.
 */
function sendInstead(response: ServerResponse, body: Buffer): void {
  const end = response.end.bind(response);
  const finish = () => {
    if (!response.writableEnded) end(body);
  };
  response.write = (() => true) as ServerResponse['write'];
  response.end = (() => {
    finish();
    return response;
  }) as ServerResponse['end'];
  response.once('pipe', (source: Readable) => {
    source.unpipe(response);
    source.destroy();
    finish();
  });
}

/** What sirv reads as a path: the decoded path, with the characters it would read otherwise escaped. */
const forSirv = (path: string) => path.replaceAll('%', '%25').replaceAll('?', '%3F').replaceAll('#', '%23');

/** How long a connection may stay open with no request on it. */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * Node closes a connection idle for 5 s, which races a client sending its next request on it just
 * then: that request fails with ECONNRESET (a page reloaded after a few seconds' reading, in the e2e
 * tests). The server keeps idle connections a minute instead; a request's headers may take a moment more.
 */
export function keepingIdleConnections(server: Server): Server {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}

/**
 * The server, and a way to know that it has finished compressing at its best what was asked for
 * twice: a measurement waits for it, so the background work does not share the machine with what
 * it measures.
 */
export interface StaticServer extends Server {
  compressionSettled(): Promise<void>;
}

/**
 * The production server behind `npm start`: the prerendered files, `/path` → `/path/index.html`,
 * the not-found page with HTTP status 404 for anything else, and on every response the headers the
 * build wrote to `_headers` (security headers and caching), as a static host would send them.
 *
 * sirv serves the files: it lists the build once, when the server starts, and answers only with a
 * file from that list (never one reached through `..`, and never a dotfile), so a path can name
 * nothing outside the build. Every rule here runs on the decoded, normalised path, so no spelling of
 * a hidden file's name reaches it.
 */
export function createStaticServer(root: string): StaticServer {
  const headersFile = join(root, '_headers');
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const notFoundFile = join(root, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  const files = sirv(root, { dev: false, etag: true, dotfiles: false, extensions: [] });
  const compressed = new CompressedBodies(COMPRESSED_BUDGET);

  function notFound(request: IncomingMessage, response: ServerResponse) {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFoundPage.length });
    response.end(request.method === 'HEAD' ? undefined : notFoundPage);
  }

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const path = requestPath(request.url ?? '/');
    if (path === undefined) {
      response.writeHead(400).end();
      return;
    }
    for (const [name, value] of Object.entries(headersFor(rules, path))) response.setHeader(name, value);
    response.setHeader('Vary', 'Accept-Encoding');
    compressText(request, response, compressed);
    if (isHidden(path)) { notFound(request, response); return; }
    // sirv listed the files when the server started: one removed since (a rebuild under a running
    // server) fails as it is read, after the headers went out. The connection is closed, so the
    // client sees a failed response rather than a short one, and the server goes on serving.
    response.on('pipe', (source: Readable) => source.once('error', () => response.destroy()));
    request.url = forSirv(path);
    files(request, response, () => {
      request.url = forSirv(path.replace(/\/?$/, '/index.html'));
      files(request, response, () => notFound(request, response));
    });
  });
  return Object.assign(keepingIdleConnections(server), { compressionSettled: () => compressed.settled() });
}
