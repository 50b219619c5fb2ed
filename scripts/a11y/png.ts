import { inflateSync } from 'node:zlib';
import type { PixelImage } from './focusAppearance';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The Paeth predictor of the PNG format: whichever of left, above and upper-left is nearest their sum. */
function paeth(left: number, above: number, upperLeft: number): number {
  const estimate = left + above - upperLeft;
  const toLeft = Math.abs(estimate - left);
  const toAbove = Math.abs(estimate - above);
  const toUpperLeft = Math.abs(estimate - upperLeft);
  if (toLeft <= toAbove && toLeft <= toUpperLeft) return left;
  return toAbove <= toUpperLeft ? above : upperLeft;
}

/**
 * Decodes the PNG screenshots Chromium writes (8-bit RGB or RGBA, not interlaced) to RGBA pixels.
 * Written here because the project has no image decoder among its dependencies, and these
 * screenshots use one narrow corner of the format; anything else is refused rather than misread.
 */
export function decodePng(file: Uint8Array): PixelImage {
  const bytes = Buffer.from(file);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('Not a PNG file');
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) {
        throw new Error(`Unsupported PNG: bit depth ${depth}, colour type ${colour}, interlace ${interlace}`);
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') compressed.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!channels) throw new Error('PNG without a header');
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const source = y * (stride + 1) + 1;
    const target = y * stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[source + x]!;
      const left = x >= channels ? rows[target + x - channels]! : 0;
      const above = y > 0 ? rows[target - stride + x]! : 0;
      const upperLeft = y > 0 && x >= channels ? rows[target - stride + x - channels]! : 0;
      const predicted =
        filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? above : filter === 3 ? (left + above) >> 1 : filter === 4 ? paeth(left, above, upperLeft) : NaN;
      if (Number.isNaN(predicted)) throw new Error(`Unknown PNG filter ${filter}`);
      rows[target + x] = (value + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: new Uint8Array(rows) };
  const data = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    data.set(rows.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    data[pixel * 4 + 3] = 255;
  }
  return { width, height, data };
}
