import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePreviewPng, PREVIEW_SIZE } from '../../../../scripts/engine/linkPreviews/render';
import { woffToSfnt } from '../../../../scripts/engine/linkPreviews/woffToSfnt';

const outDir = mkdtempSync(join(tmpdir(), 'previews-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const site = { name: 'Al-Noor Quran Academy', url: 'https://academy.test' };

/** A PNG's width and height, from its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('link previews', () => {
  it('are 1200 × 630 PNGs under 300 KB, as chat apps and social sites show them', () => {
    for (const title of ['Tajweed', 'Academic Teacher Available for School and College', 'Islamic Jewelry & Products']) {
      const png = readFileSync(join(outDir, pagePreviewPng({ title }, site, outDir)));
      expect(pngSize(png)).toEqual(PREVIEW_SIZE);
      expect(png.length).toBeLessThan(300 * 1024);
    }
  });

  it('are named by what they show: the same title gives the same file, another title another one', () => {
    const first = pagePreviewPng({ title: 'Privacy Policy' }, site, outDir);
    expect(pagePreviewPng({ title: 'Privacy Policy' }, site, outDir)).toBe(first);
    expect(pagePreviewPng({ title: 'Terms and Conditions' }, site, outDir)).not.toBe(first);
    expect(first).toMatch(/^\/assets\/previews\/[0-9a-f]{16}\.png$/);
  });
});

describe('the card font', () => {
  it('unwraps a WOFF font into the TrueType file inside it', () => {
    const woff = readFileSync('node_modules/@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff');
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });
});
