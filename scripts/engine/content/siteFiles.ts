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
export function pictureSize(file: string, view?: string): PictureSize {
  if (view !== undefined) return svgViewSize(file, view);
  try {
    const size = imageSize(head(file));
    const turned = (size.orientation ?? 1) >= 5;
    return turned ? { width: size.height, height: size.width, type: size.type } : { width: size.width, height: size.height, type: size.type };
  } catch {
    return { unreadable: true };
  }
}

/** A `<view>` element's id and viewBox, attributes in either order. */
const VIEW_ELEMENT = /<view\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/**
 * The size of one view of an SVG ("gallery.svg#rosette"): its viewBox's width and height, which the
 * browser fits to the <img>. The file's views are named when it has none of that id.
 */
function svgViewSize(file: string, view: string): PictureSize {
  let text: string;
  try {
    text = Buffer.from(head(file)).toString('utf8');
  } catch {
    return { unreadable: true };
  }
  const views = [...text.matchAll(VIEW_ELEMENT)].map(([tag]) => ({ id: attribute(tag, 'id'), box: attribute(tag, 'viewBox') }));
  const found = views.find((candidate) => candidate.id === view);
  if (!found) return { missingView: view, views: views.flatMap((candidate) => (candidate.id ? [candidate.id] : [])) };
  const [, , width, height] = (found.box ?? '').trim().split(/[\s,]+/).map(Number);
  return width !== undefined && height !== undefined && width > 0 && height > 0 ? { width, height, type: 'svg' } : { unreadable: true };
}
