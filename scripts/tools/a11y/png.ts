import { PNG } from 'pngjs';
import type { PixelImage } from './focusAppearance';

/** A browser screenshot (PNG) as RGBA pixels, row after row. */
export function decodePng(file: Uint8Array): PixelImage {
  const { width, height, data } = PNG.sync.read(Buffer.from(file));
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}
