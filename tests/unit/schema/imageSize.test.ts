import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withValidationContext, type PictureSize } from '../../../src/schema/context';
import { checkDeclaredSize } from '../../../src/schema/imageSize';

/*
 * What an editor reads when an image's declared width and height do not have the shape of its
 * file: each message names the file, both shapes, and the sizes to write instead.
 */

const declaredImage = z.object({ src: z.string(), width: z.number(), height: z.number() }).superRefine(checkDeclaredSize);

/** The issues of one declared image, with the picture file at its path having `size`. */
function issuesOf(image: { src: string; width: number; height: number }, size: PictureSize) {
  const result = withValidationContext(
    { collections: new Map(), fileExists: () => true, readText: () => undefined, pictureSize: () => size },
    () => declaredImage.safeParse(image),
  );
  return (result.error?.issues ?? []).map(({ code, path, message }) => ({ code, path, message }));
}

describe('an image declared with the wrong shape', () => {
  it('names both shapes, and offers the height that keeps the width', () => {
    expect(issuesOf({ src: '/images/a.png', width: 400, height: 400 }, { width: 800, height: 600 })).toEqual([
      {
        code: 'custom',
        path: ['width'],
        message:
          'declared 400 x 400 (shape 1:1), but "content/public/images/a.png" is 800 x 600 (shape 4:3). Keep width: 400 with height: 300, or write the file\'s own size, width: 800, height: 600',
      },
    ]);
  });

  it('writes a shape of more than 50 parts as a decimal ratio, and one of exactly 50 as parts', () => {
    expect(issuesOf({ src: '/a.png', width: 1003, height: 1000 }, { width: 50, height: 1 })[0]!.message).toBe(
      'declared 1003 x 1000 (shape 1.00:1), but "content/public/a.png" is 50 x 1 (shape 50:1). Keep width: 1003 with height: 20, or write the file\'s own size, width: 50, height: 1',
    );
  });

  it("offers only the file's own size when the width is already the file's", () => {
    expect(issuesOf({ src: '/a.png', width: 800, height: 100 }, { width: 800, height: 600 })[0]!.message).toMatch(/\. Write width: 800, height: 600$/);
  });

  it("offers only the file's own size when keeping the width would leave no height", () => {
    expect(issuesOf({ src: '/a.png', width: 1, height: 100 }, { width: 1000, height: 1 })[0]!.message).toMatch(/\. Write width: 1000, height: 1$/);
  });
});

describe('an image declared with the right shape', () => {
  it('passes when the height is off by at most one pixel or 1% of it, as rounding leaves it', () => {
    expect(issuesOf({ src: '/a.png', width: 99, height: 100 }, { width: 99, height: 99 })).toEqual([]);
    expect(issuesOf({ src: '/a.png', width: 300, height: 203 }, { width: 300, height: 200 })).toHaveLength(1);
    expect(issuesOf({ src: '/a.png', width: 3000, height: 2020 }, { width: 300, height: 200 })).toEqual([]);
  });
});

describe('a picture file whose size cannot be read', () => {
  it('tells an SVG without a size how to give it one, whatever the case of its extension', () => {
    expect(issuesOf({ src: '/images/logo.SVG', width: 120, height: 40 }, { unreadable: true })).toEqual([
      {
        code: 'custom',
        path: ['src'],
        message:
          'the size of "content/public/images/logo.SVG" cannot be read: its <svg> element has neither width and height nor a viewBox. Add viewBox="0 0 120 40" to it',
      },
    ]);
  });

  it('says which picture formats the site reads, for any other file', () => {
    expect(issuesOf({ src: '/images/photo.tiff', width: 120, height: 40 }, { unreadable: true })).toEqual([
      { code: 'custom', path: ['src'], message: '"content/public/images/photo.tiff" is not a picture file the site can read (expected SVG, PNG, JPEG, WebP, GIF or AVIF)' },
    ]);
  });
});

describe('one view of an SVG', () => {
  it('is declared in the shape of its viewBox, and named with its view when it is not', () => {
    expect(issuesOf({ src: '/images/gallery.svg#rosette', width: 400, height: 300 }, { width: 400, height: 300, type: 'svg' })).toEqual([]);
    expect(issuesOf({ src: '/images/gallery.svg#rosette', width: 400, height: 400 }, { width: 400, height: 300, type: 'svg' })[0]!.message).toBe(
      'declared 400 x 400 (shape 1:1), but "content/public/images/gallery.svg#rosette" is 400 x 300 (shape 4:3). Write width: 400, height: 300',
    );
  });

  it("that the file does not have is named, with the file's views and the nearest one", () => {
    expect(issuesOf({ src: '/images/gallery.svg#rosete', width: 400, height: 300 }, { missingView: 'rosete', views: ['khatam', 'rosette'] })).toEqual([
      {
        code: 'custom',
        path: ['src'],
        message: '"content/public/images/gallery.svg" has no <view id="rosete">: its views are "khatam", "rosette". Did you mean "rosette"?',
      },
    ]);
    expect(issuesOf({ src: '/images/hero.svg#rosette', width: 400, height: 300 }, { missingView: 'rosette', views: [] })[0]!.message).toBe(
      '"content/public/images/hero.svg" has no <view id="rosette">: it has no <view> elements.',
    );
  });

  it('whose size cannot be read asks for a viewBox on the view', () => {
    expect(issuesOf({ src: '/images/gallery.svg#rosette', width: 400, height: 300 }, { unreadable: true })).toEqual([
      {
        code: 'custom',
        path: ['src'],
        message: 'the size of the view "rosette" of "content/public/images/gallery.svg" cannot be read: give its <view> a viewBox, such as viewBox="0 0 400 300"',
      },
    ]);
  });
});
