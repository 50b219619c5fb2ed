import type { z } from 'zod';
import { activeContext } from './context';
import { didYouMean } from './suggest';

/**
 * The file a picture's address names, and the view of it when it names one: "/images/gallery.svg"
 * and "rosette" for "/images/gallery.svg#rosette". Validation and the build's file reader both read
 * addresses through it.
 */
export function pictureAddress(src: string): { readonly file: string; readonly view: string | undefined } {
  const mark = src.indexOf('#');
  return mark === -1 ? { file: src, view: undefined } : { file: src.slice(0, mark), view: src.slice(mark + 1) };
}

interface DeclaredImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** The greatest common divisor, to write a shape as "4:3". */
const divisor = (a: number, b: number): number => (b === 0 ? a : divisor(b, a % b));
const shape = (width: number, height: number) => {
  const d = divisor(width, height);
  return width / d <= 50 ? `${width / d}:${height / d}` : `${(width / height).toFixed(2)}:1`;
};

/**
 * An image's declared width and height must have the shape of its file. They do not set the size
 * it is shown at (the stylesheets scale pictures to their column), they tell the browser what
 * space to keep for it before it loads; so any size of the right shape is fine (an SVG scales
 * without loss, and a photo may be declared smaller than its file), but a wrong shape moves the
 * page when the picture arrives and shows it letterboxed (SVG) or stretched (photos). Declared
 * sizes are whole pixels, so a difference of up to one pixel or 1% of the height is rounding.
 * An SVG's size is what image-size reads: its width and height attributes, else its viewBox.
 */
export function checkDeclaredSize(image: DeclaredImage, ctx: z.RefinementCtx): void {
  const context = activeContext();
  const picture = pictureAddress(image.src);
  if (!context?.pictureSize || !context.fileExists(picture.file)) return;
  const file = `content/public${image.src}`;
  const size = context.pictureSize(image.src);
  if ('missingView' in size) {
    const views = size.views.length > 0 ? `its views are ${size.views.map((view) => `"${view}"`).join(', ')}` : 'it has no <view> elements';
    ctx.addIssue({
      code: 'custom',
      input: image,
      path: ['src'],
      message: `"content/public${picture.file}" has no <view id="${size.missingView}">: ${views}.${didYouMean(size.missingView, size.views)}`,
    });
    return;
  }
  if ('unreadable' in size) {
    if (picture.view) {
      ctx.addIssue({
        code: 'custom',
        input: image,
        path: ['src'],
        message: `the size of the view "${picture.view}" of "content/public${picture.file}" cannot be read: give its <view> a viewBox, such as viewBox="0 0 ${image.width} ${image.height}"`,
      });
      return;
    }
    const svg = image.src.toLowerCase().endsWith('.svg');
    ctx.addIssue({
      code: 'custom',
      input: image,
      path: ['src'],
      message: svg
        ? `the size of "${file}" cannot be read: its <svg> element has neither width and height nor a viewBox. Add viewBox="0 0 ${image.width} ${image.height}" to it`
        : `"${file}" is not a picture file the site can read (expected SVG, PNG, JPEG, WebP, GIF or AVIF)`,
    });
    return;
  }
  const heightForWidth = (image.width * size.height) / size.width;
  if (Math.abs(image.height - heightForWidth) <= Math.max(1, image.height / 100)) return;
  const same = Math.round(heightForWidth);
  ctx.addIssue({
    code: 'custom',
    input: image,
    path: ['width'],
    message:
      `declared ${image.width} x ${image.height} (shape ${shape(image.width, image.height)}), but "${file}" is ${size.width} x ${size.height} (shape ${shape(size.width, size.height)}). ` +
      (same > 0 && image.width !== size.width
        ? `Keep width: ${image.width} with height: ${same}, or write the file's own size, width: ${size.width}, height: ${size.height}`
        : `Write width: ${size.width}, height: ${size.height}`),
  });
}
