import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, pictureSize } from '../../../../scripts/engine/content/siteFiles';
import { tempFolders } from '../../support/tempFolders';

/*
 * Listing the files under content/ and reading the size a browser gives a picture, closing each
 * file read: the dev server reads every picture again on each content change, for hours.
 */

const folderWith = tempFolders('site-files-');

/**
 * A JPEG 200 px wide and 100 px high whose EXIF block (when `orientation` is given) tells a viewer
 * to turn it: orientations 5 to 8 turn it a quarter, swapping its sides.
 */
function jpeg(orientation?: number): Uint8Array {
  const exif = orientation === undefined ? [] : [
    0xff, 0xe1, 0x00, 0x22, // APP1, 34 bytes
    ...Buffer.from('Exif\0\0'),
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF header, first directory at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, a short
    0x00, 0x00, 0x00, 0x00, // no further directory
  ];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 100, 0x00, 200, 0x03, ...new Array<number>(9).fill(0)];
  const start = orientation === undefined ? [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02] : [0xff, 0xd8];
  return Uint8Array.from([...start, ...exif, ...frame, 0xff, 0xd9]);
}

describe('the files under a folder', () => {
  it('are every file at any depth, by its path with "/" separators, and no folder', () => {
    const root = folderWith({ 'a.svg': '<svg/>', 'images/b.svg': '<svg/>', 'images/icons/c.svg': '<svg/>' }, ['empty']);
    expect(filesUnder(root).toSorted()).toEqual(['a.svg', 'images/b.svg', 'images/icons/c.svg']);
  });

  it('are none when the folder does not exist', () => {
    expect(filesUnder(join(folderWith({}), 'public'))).toEqual([]);
  });
});

describe('the size of a picture', () => {
  it('is a JPEG\'s own size when it carries no orientation, or one that keeps it upright', () => {
    const root = folderWith({ 'plain.jpg': jpeg(), 'upright.jpg': jpeg(1), 'mirrored.jpg': jpeg(4) });
    expect(pictureSize(join(root, 'plain.jpg'))).toEqual({ width: 200, height: 100, type: 'jpg' });
    expect(pictureSize(join(root, 'upright.jpg'))).toEqual({ width: 200, height: 100, type: 'jpg' });
    expect(pictureSize(join(root, 'mirrored.jpg'))).toEqual({ width: 200, height: 100, type: 'jpg' });
  });

  it.each([5, 6, 8])('has its sides swapped for a JPEG turned a quarter (orientation %i), as a browser shows it', (orientation) => {
    const root = folderWith({ 'turned.jpg': jpeg(orientation) });
    expect(pictureSize(join(root, 'turned.jpg'))).toEqual({ width: 100, height: 200, type: 'jpg' });
  });

  it("is, for one view of an SVG, its view's viewBox size, attributes in either order", () => {
    const sprite =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 300"><view id="star" viewBox="0 0 400 300"/>' +
      "<view viewBox='400 0 600 300' id='rosette'></view><view id=\"plain\"/><rect width=\"1000\" height=\"300\"/></svg>";
    const root = folderWith({ 'gallery.svg': sprite });
    expect(pictureSize(join(root, 'gallery.svg'), 'star')).toEqual({ width: 400, height: 300, type: 'svg' });
    expect(pictureSize(join(root, 'gallery.svg'), 'rosette')).toEqual({ width: 600, height: 300, type: 'svg' });
    expect(pictureSize(join(root, 'gallery.svg'))).toEqual({ width: 1000, height: 300, type: 'svg' });
    expect(pictureSize(join(root, 'gallery.svg'), 'plain')).toEqual({ unreadable: true });
    expect(pictureSize(join(root, 'gallery.svg'), 'khatam')).toEqual({ missingView: 'khatam', views: ['star', 'rosette', 'plain'] });
  });

  it('is unreadable for a file that is no picture', () => {
    const root = folderWith({ 'notes.png': 'not a picture' });
    expect(pictureSize(join(root, 'notes.png'))).toEqual({ unreadable: true });
  });

  // Linux lists a process's open files under /proc/self/fd. Other test files may open a few meanwhile.
  it.runIf(existsSync('/proc/self/fd'))('is read with the file closed again, picture or not', () => {
    const root = folderWith({ 'plain.jpg': jpeg(), 'notes.png': 'not a picture' });
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let round = 0; round < 100; round++) {
      pictureSize(join(root, 'plain.jpg'));
      pictureSize(join(root, 'notes.png'));
    }
    expect(openFiles() - before).toBeLessThan(50);
  });
});
