import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, siteValidationContext } from '../../../../scripts/engine/content/siteContext';
import { readPackageQuran } from '../../../../scripts/engine/content/quranText';
import { tempFolders } from '../../support/tempFolders';

/*
 * What the schemas check content against: the routes pages.yaml declares, and the files under
 * content/, read only from inside it. Each test builds a small content folder of its own.
 */

/** A site root holding the files given, by their paths from the root. */
const siteWith = tempFolders('site-context-');

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"></svg>';

function contextFor(root: string, pagesData: unknown = {}) {
  const read: string[] = [];
  const context = siteValidationContext(root, { pagesData, collections: new Map(), onRead: (file) => read.push(file) });
  return { context, read };
}

describe('the declared routes', () => {
  it('are every path and alias of the routes list, as written', () => {
    expect(declaredRoutes([{ path: '/' }, { path: '/team', aliases: ['/instructors'] }, { path: '*' }])).toEqual(new Set(['/', '/team', '/instructors', '*']));
  });

  it('count a path written without its "/" with it too, so links to it are not also wrong', () => {
    expect(declaredRoutes([{ path: 'contact' }, { path: '9-steps' }])).toEqual(new Set(['contact', '/contact', '9-steps', '/9-steps']));
  });

  it('are unknown when there is no routes list to read', () => {
    expect(declaredRoutes(undefined)).toBeUndefined();
    expect(declaredRoutes({ path: '/' })).toBeUndefined();
  });

  it('are read from the routes of pages.yaml, with its settings', () => {
    const { context } = contextFor(siteWith({}), { site: { name: 'Academy' }, routes: [{ path: '/about' }] });
    expect(context.routes).toEqual(new Set(['/about']));
    expect(context.settings).toEqual({ name: 'Academy' });
  });
});

describe('the files under content/', () => {
  it('exist only as files under content/public, never as a folder or above it', () => {
    const { context } = contextFor(siteWith({ 'content/public/images/a.svg': SVG, 'content/texts/about.md': '# About', 'secret.txt': 'no' }));
    expect(context.fileExists('images/a.svg')).toBe(true);
    expect(context.fileExists('images')).toBe(false);
    expect(context.fileExists('images/b.svg')).toBe(false);
    expect(context.fileExists('../texts/about.md')).toBe(false);
    expect(context.fileExists('../../secret.txt')).toBe(false);
  });

  it('are read as texts from inside content/ only, each read reported by its path from the root', () => {
    const { context, read } = contextFor(siteWith({ 'content/texts/about.md': 'About us.', 'secret.txt': 'no', 'content/public/notes.md': 'public' }));
    expect(context.readText('texts/about.md')).toBe('About us.');
    expect(context.readText('texts/missing.md')).toBeUndefined();
    expect(context.readText('../secret.txt')).toBeUndefined();
    expect(read).toEqual(['content/texts/about.md']);
  });

  it('are offered by their public paths, and the Markdown texts outside content/public by their paths there', () => {
    const { context } = contextFor(
      siteWith({
        'content/public/images/a.svg': SVG,
        'content/public/notes.md': 'served as a file, not a text',
        'content/texts/about.md': '# About',
        'content/team.yaml': '[]',
      }),
    );
    expect(context.publicFiles?.().toSorted()).toEqual(['/images/a.svg', '/notes.md']);
    expect(context.markdownFiles?.()).toEqual(['texts/about.md']);
  });

  it('keep the size of a picture once it has been read, for every page that shows it', () => {
    const root = siteWith({ 'content/public/images/a.svg': SVG });
    const { context } = contextFor(root);
    expect(context.pictureSize?.('images/a.svg')).toEqual({ width: 400, height: 300, type: 'svg' });
    writeFileSync(join(root, 'content/public/images/a.svg'), SVG.replace('width="400"', 'width="800"'));
    expect(context.pictureSize?.('images/a.svg')).toEqual({ width: 400, height: 300, type: 'svg' });
  });
});

describe('the Quran text', () => {
  it('gives the verses of a surah by its number, from the shipped text', () => {
    const { context } = contextFor(siteWith({}));
    const shipped = readPackageQuran();
    expect(context.quranText?.(1)).toEqual(shipped[0]?.verses.map((verse) => verse.text));
    expect(context.quranText?.(1)).toHaveLength(7);
    expect(context.quranText?.(114)).toHaveLength(6);
    expect(context.quranText?.(115)).toBeUndefined();
  });
});
