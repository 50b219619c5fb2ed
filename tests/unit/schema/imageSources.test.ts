import { describe, expect, it } from 'vitest';
import { withValidationContext } from '../../../src/schema/context';
import { imageAddress } from '../../../src/schema/imageSources';
import { image } from '../../../src/schema/primitives';
import { smallSiteContext } from '../support/validationContext';

/*
 * A picture the content names must come from where the site's Content-Security-Policy lets browsers
 * load pictures (img-src): otherwise it passes validation and shows broken on the live site. The
 * policy and validation agree on the real build's policy in tests/built/imagePolicy.test.ts; here,
 * each form an address can take, and the image fields' messages.
 */

describe("a picture's address in Markdown, judged by the site's picture sources", () => {
  it.each([
    ['/images/p.png', '/images/p.png'],
    ['/images/p.png?v=2#top', '/images/p.png?v=2#top'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['DATA:image/svg+xml,<svg/>', 'DATA:image/svg+xml,<svg/>'],
    ['  /images/p.png\t', '/images/p.png'],
  ])('allows %j, read as %j', (written, href) => {
    expect(imageAddress(written)).toEqual({ allowed: true, href });
  });

  it.each([
    ['https://other.example/p.png', 'https://other.example/p.png'],
    ['HTTPS://other.example/p.png', 'HTTPS://other.example/p.png'],
    ['http://other.example/p.png', 'http://other.example/p.png'],
    ['//other.example/p.png', '//other.example/p.png'],
    ['\\\\other.example\\p.png', '\\\\other.example\\p.png'],
    ['/\\other.example/p.png', '/\\other.example/p.png'],
    [' \u0001https://other.example/p.png', 'https://other.example/p.png'],
    ['ht\ttps://other.example/p.png', 'https://other.example/p.png'],
    ['https&colon;//other.example/p.png', 'https://other.example/p.png'],
    ['&sol;/other.example/p.png', '//other.example/p.png'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['blob:https://other.example/1', 'blob:https://other.example/1'],
    ['images/p.png', 'images/p.png'],
    ['', ''],
  ])('refuses %j, read as %j', (written, readAs) => {
    expect(imageAddress(written)).toEqual({ allowed: false, readAs });
  });

  it('allows exactly the origin a source names, with the site and data: addresses as the list says', () => {
    const sources = ["'self'", 'https://cdn.example'];
    expect(imageAddress('https://cdn.example/p.png', sources).allowed).toBe(true);
    expect(imageAddress('HTTPS://CDN.EXAMPLE/p.png', sources).allowed).toBe(true);
    expect(imageAddress('https://cdn.example.evil/p.png', sources).allowed).toBe(false);
    expect(imageAddress('http://cdn.example/p.png', sources).allowed).toBe(false);
    expect(imageAddress('/images/p.png', sources).allowed).toBe(true);
    expect(imageAddress('data:image/png;base64,iVBORw0KGgo=', sources).allowed).toBe(false);
    expect(imageAddress('/images/p.png', ['data:']).allowed).toBe(false);
  });
});

describe('an image field', () => {
  const messagesFor = (src: string) =>
    withValidationContext(smallSiteContext(), () => image.safeParse({ src, alt: 'A picture', width: 4, height: 3 })).error?.issues.map((issue) => issue.message) ?? [];
  const ownPicture = (file: string) =>
    `expected one of the site's own pictures, written from /: put the file under content/public/images/ and write "/images/${file}" (the site's security policy blocks pictures from other hosts)`;

  it.each([
    ['https://other.example/pics/p.png', 'p.png'],
    ['HTTPS://OTHER.EXAMPLE/P.JPG', 'P.JPG'],
    ['http://other.example/p.png?size=2', 'p.png'],
    ['//other.example/p.png', 'p.png'],
    ['\\\\other.example\\p.png', 'p.png'],
    ['/\\other.example/p.png', 'p.png'],
    [' https://other.example/p.png ', 'p.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'name.png'],
    ['javascript:alert(1)', 'name.png'],
    ['https://other.example/', 'name.png'],
  ])('refuses %j once, naming "/images/%s" to write instead', (src, file) => {
    expect(messagesFor(src)).toEqual([ownPicture(file)]);
  });

  it("accepts the site's own picture, and refuses a path that is not one as before", () => {
    expect(messagesFor('/images/p.png')).toEqual([]);
    // Only a path that starts with two slashes names another host; two inside it are still this site's.
    expect(messagesFor('/images/2024//p.png')).toEqual([]);
    expect(messagesFor('images/p.png')).toEqual(['expected a public path such as "/images/hero.svg"']);
    expect(messagesFor('/images/my photo.png')).toEqual(['expected a public path such as "/images/hero.svg"']);
  });

  it('accepts one view of an SVG, and refuses "#" anywhere else', () => {
    const viewExpected = 'expected "#" only after an .svg file, followed by the id of one of its <view> elements, such as "/images/gallery.svg#rosette"';
    expect(messagesFor('/images/gallery.svg#rosette')).toEqual([]);
    expect(messagesFor('/images/GALLERY.SVG#six-stars')).toEqual([]);
    expect(messagesFor('/images/p.png#rosette')).toEqual([viewExpected]);
    expect(messagesFor('/images/gallery.svg#')).toEqual([viewExpected]);
    expect(messagesFor('/images/gallery.svg#1st')).toEqual([viewExpected]);
    expect(messagesFor('/images/gallery.svg#a#b')).toEqual([viewExpected]);
    expect(messagesFor('/images/my gallery.svg#rosette')).toEqual(['expected a public path such as "/images/hero.svg"']);
  });

  it("looks for the view's file, without the view, and names it when it is missing", () => {
    const run = smallSiteContext({ fileExists: (path) => path === '/images/gallery.svg', publicFiles: () => ['/images/gallery.svg'] });
    const parse = (src: string) => withValidationContext(run, () => image.safeParse({ src, alt: 'A picture', width: 4, height: 3 })).error?.issues.map((issue) => issue.message) ?? [];
    expect(parse('/images/gallery.svg#rosette')).toEqual([]);
    expect(parse('/images/galery.svg#rosette')).toEqual(['file "content/public/images/galery.svg" does not exist. Did you mean "/images/gallery.svg"?']);
  });
});
