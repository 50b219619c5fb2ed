/**
 * What the Quran reader costs before it is useful, for each way of getting the text, under a
 * simulated 100 ms round trip: the requests and bytes before the surah list can be used, and the
 * time until the first surah's verses are on hand. Compares the bundled files and the remote API
 * with the remote API's 114 sequential requests. The bundled index comes with the
 * reader's page, so its list needs no request at all. Everything is served from a local
 * server on 127.0.0.1 (the bundled files as the build writes them, API-shaped answers built from
 * the same text); nothing goes to the internet.
 *
 *   npx tsx scripts/bench-quran.ts
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createBundledSource } from '../src/services/quran/bundled';
import { bundledFiles, readPackageQuran } from '../src/services/quran/bundledFiles';
import type { QuranSource } from '../src/services/quran/index';
import { createRemoteSource } from '../src/services/quran/remote';
import { apiAnswer } from './lib/quranApiAnswers';

const ROUND_TRIP_MS = 100;
const FIRST_SURAH = 1;

interface Traffic {
  requests: number;
  bytes: number;
  rawBytes: number;
}

const quran = readPackageQuran();
const traffic: Traffic = { requests: 0, bytes: 0, rawBytes: 0 };
let files: ReadonlyMap<string, string> = new Map();

/** Each answer waits one round trip, then goes out gzip-compressed, as a static host or the API would send it. */
function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const answer = path.startsWith('/v1/') ? apiAnswer(quran, path) : files.get(path.slice(1));
    const raw = Buffer.from(typeof answer === 'string' ? answer : JSON.stringify(answer ?? { code: 404 }));
    const body = gzipSync(raw);
    setTimeout(() => {
      traffic.requests += 1;
      traffic.bytes += body.length;
      traffic.rawBytes += raw.length;
      response.writeHead(answer === undefined ? 404 : 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(body);
    }, ROUND_TRIP_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Result {
  name: string;
  beforeList: Traffic;
  listMs: number;
  firstVersesMs: number;
  forSurah: Traffic;
}

function snapshot(): Traffic {
  return { ...traffic };
}

function since(start: Traffic): Traffic {
  return { requests: traffic.requests - start.requests, bytes: traffic.bytes - start.bytes, rawBytes: traffic.rawBytes - start.rawBytes };
}

/** The reader as it is built: the list at load, then the first surah when it is chosen. */
async function measureSource(name: string, source: QuranSource): Promise<Result> {
  const start = snapshot();
  const startedAt = performance.now();
  await source.listSurahs();
  const listMs = performance.now() - startedAt;
  const beforeList = since(start);
  const afterList = snapshot();
  const surah = await source.getSurah(FIRST_SURAH);
  if (!surah.verses.length) throw new Error(`${name}: no verses`);
  return { name, beforeList, listMs, firstVersesMs: performance.now() - startedAt, forSurah: since(afterList) };
}

/** The remote way: 114 GET /v1/surah/{n}, one after the other; the list shows after the last. */
async function measureSpec(origin: string): Promise<Result> {
  const start = snapshot();
  const startedAt = performance.now();
  for (let number = 1; number <= 114; number++) {
    const response = await fetch(`${origin}/v1/surah/${number}`);
    await response.json();
  }
  const listMs = performance.now() - startedAt;
  // Every surah is already in memory: choosing one costs nothing more.
  return { name: 'remote API: 114 sequential requests', beforeList: since(start), listMs, firstVersesMs: listMs, forSurah: { requests: 0, bytes: 0, rawBytes: 0 } };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const server = await startServer();
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// The files exactly as the build writes them (site-relative URLs); the fetcher adds the origin.
const generated = bundledFiles(quran);
files = generated.files;
const fromOrigin = (url: string) => fetch(url.startsWith('/') ? `${origin}${url}` : url);

// A first, unmeasured pass warms up the JIT, zod and the connection, so no source pays for being first.
await measureSource('warm-up', createBundledSource(generated.index, fromOrigin));
await measureSource('warm-up', createRemoteSource(origin));

/** Timings vary with the machine's load: each source is measured five times, fresh, and the median kept. */
async function median(name: string, create: () => QuranSource): Promise<Result> {
  const first = await measureSource(name, create());
  const runs = [first];
  for (let run = 1; run < 5; run++) runs.push(await measureSource(name, create()));
  const middle = (pick: (result: Result) => number) => {
    const value = runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    if (value === undefined) throw new Error(`No run of ${name} to take the median of`);
    return value;
  };
  return { ...first, listMs: middle((result) => result.listMs), firstVersesMs: middle((result) => result.firstVersesMs) };
}

const results = [
  await median('bundled (default)', () => createBundledSource(generated.index, fromOrigin)),
  await median('remote (API shape)', () => createRemoteSource(origin)),
  await measureSpec(origin),
];
server.close();

const header = [
  'source', 'requests before list', 'bytes before list (gzip / raw)', 'list usable after', `surah ${FIRST_SURAH}: +requests, +bytes`, 'first verses after',
];
const rows = [
  header,
  ...results.map((result) => [
    result.name,
    String(result.beforeList.requests),
    `${kB(result.beforeList.bytes)} / ${kB(result.beforeList.rawBytes)}`,
    seconds(result.listMs),
    `+${result.forSurah.requests}, +${kB(result.forSurah.bytes)}`,
    seconds(result.firstVersesMs),
  ]),
];
// A row short of a cell shows it empty.
const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
const line = (row: string[]) => `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`;
console.log(`Quran reader, simulated round trip ${ROUND_TRIP_MS} ms per request (local server, gzip), first surah: Al-Fatihah\n`);
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows.slice(1)) console.log(line(row));
