import { gzipSync } from 'node:zlib';

export const gzipBytes = (body: Uint8Array | string) => gzipSync(body, { level: 9 }).length;
