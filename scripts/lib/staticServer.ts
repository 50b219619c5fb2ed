import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative } from 'node:path';
import { createGzip } from 'node:zlib';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../src/hosting/headersFile';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Build files that configure hosting are not content. */
const notServed = new Set(['/_headers']);

function resolveFile(root: string, urlPath: string): string | undefined {
  if (notServed.has(urlPath)) return undefined;
  const candidate = normalize(join(root, decodeURIComponent(urlPath)));
  if (relative(root, candidate).startsWith('..')) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  return existsSync(index) ? index : undefined;
}

function send(request: IncomingMessage, response: ServerResponse, file: string, status: number, headers: Record<string, string>) {
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(status, {
    ...headers,
    'Content-Type': type,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(statSync(file).size) }),
  });
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
}

/**
 * The production server behind `npm start`: the prerendered files, `/path` → `/path/index.html`,
 * the not-found page with HTTP status 404 for anything else, and on every response the headers the
 * build wrote to `_headers` (security headers and caching), as a static host would send them.
 */
export function createStaticServer(root: string): Server {
  const headersFile = join(root, '_headers');
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let urlPath: string;
    try {
      urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
      decodeURIComponent(urlPath);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const headers = headersFor(rules, urlPath);
    const file = resolveFile(root, urlPath);
    if (file) return send(request, response, file, 200, headers);
    send(request, response, join(root, '404.html'), 404, headers);
  });
}
