import { closeSync, existsSync, openSync, readdirSync, readSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { PictureSize } from '../../../src/schema/context';

/** Every file under `folder`, as paths relative to it with "/" separators; none when it does not exist. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Enough of a picture file to find its size: an SVG's root element, or a raster header (a JPEG's
 * size may follow a large embedded preview, hence the generous limit).
 */
const HEAD_BYTES = 512 * 1024;

/**
 * One buffer for every picture, read into and measured before the next: a fresh zero-filled one
 * each time was a tenth of loading the site.
 */
const headBuffer = Buffer.allocUnsafe(HEAD_BYTES);

function head(file: string): Uint8Array {
  const descriptor = openSync(file, 'r');
  try {
    return headBuffer.subarray(0, readSync(descriptor, headBuffer, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The size a browser gives a picture file, read by image-size. For an SVG that is its width and
 * height attributes (in px, or converted from other absolute units), else its viewBox, else, with
 * only one of the two, the other from the viewBox's shape. A JPEG turned by its EXIF orientation
 * is shown with its sides swapped.
 */
export function pictureSize(file: string): PictureSize {
  try {
    const size = imageSize(head(file));
    const turned = (size.orientation ?? 1) >= 5;
    return turned ? { width: size.height, height: size.width, type: size.type } : { width: size.width, height: size.height, type: size.type };
  } catch {
    return { unreadable: true };
  }
}
