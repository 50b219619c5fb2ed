import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { loadSite, loadValidSite } from '../../../../scripts/engine/content/loadSite';
import { fixtureCopies, type Edit } from '../../support/fixtureSite';

/*
 * The order an editor reads the errors of the whole site in, and which route paths clash. The small
 * valid site of tests/unit/fixtures/site is copied and broken by text edits.
 */

/*
 * Two mutants of loadSite survive, both equivalent: a stand-in item in place of a broken
 * collection's valid items, or of a file that is not a list. The site is not returned when any
 * file has an error, and an item that is not an object has no id to be found by.
 */

const fixtureWith = fixtureCopies('load-site-');
const pages = (from: string, to: string): Edit => ['pages.yaml', from, to];
const places = (root: string) => loadSite(root).errors.map(({ file, line, column }) => `${file}:${line}:${column}`);

describe('the errors of the whole site', () => {
  it('are listed by file, then line, then column, whatever order the checks found them in', () => {
    // Checked in this order: the collections (courses before books), the pages' fields, then the
    // paths declared twice; listed in the order of the files.
    const root = fixtureWith(
      ['content/courses.yaml', 'rating: 4', 'rating: 3'],
      ['content/books.yaml', '[]', '[{ id: 12 }]'],
      pages('        title: Contact us', '        title: 12'),
      pages('    aliases: [/instructors]', '    aliases: [/courses, 12]'),
    );
    expect(places(root)).toEqual([
      'content/books.yaml:2:4',
      'content/books.yaml:2:4',
      'content/books.yaml:2:4',
      'content/books.yaml:2:8',
      'content/courses.yaml:18:11',
      'pages.yaml:73:15',
      'pages.yaml:73:25',
      'pages.yaml:84:16',
    ]);
  });

  it('name each route path declared twice, paths that differ only in case included', () => {
    const root = fixtureWith(pages('    aliases: [/instructors]', '    aliases: [/instructors, /Courses]'));
    expect(loadSite(root).errors.map(formatContentError)).toEqual([
      'pages.yaml:73:29: routes[2].aliases[1]: duplicate route path "/Courses" (already declared on line 57 as "/courses"; paths match regardless of case)',
    ]);
  });

  it('do not count as one two paths that only an upper-case spelling makes alike', () => {
    // "ß" is "SS" in upper case but stays itself in lower case; "/ss" and "/ß" are different routes.
    const root = fixtureWith(pages('    aliases: [/instructors]', '    aliases: [/instructors, /ss]'), pages('path: /contact', 'path: /contact\n    aliases: [/ß]'));
    expect(loadSite(root).errors.map(formatContentError).filter((message) => message.includes('duplicate'))).toEqual([]);
  });
});

describe('loadValidSite, for the tools that run after validation', () => {
  const stopMessage = (root: string) => {
    try {
      loadValidSite(root);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('loadValidSite did not stop');
  };

  it('gives the site when its content has no error', () => {
    const site = loadValidSite(fixtureWith());
    expect(site.data.routes.length).toBeGreaterThan(0);
  });

  it('stops on content with errors, naming the first three where they are and how to see them all', () => {
    const root = fixtureWith(
      ['content/courses.yaml', 'rating: 4', 'rating: 3'],
      ['content/books.yaml', '[]', '[{ id: 12 }]'],
      pages('        title: Contact us', '        title: 12'),
    );
    const all = loadSite(root).errors.map(formatContentError);
    expect(all.length).toBeGreaterThan(3);
    expect(stopMessage(root)).toBe(['The content has errors; `npm run validate` lists them all.', ...all.slice(0, 3), `…and ${all.length - 3} more.`].join('\n'));
  });

  it('names every error when there are three or fewer, with nothing more to count', () => {
    const root = fixtureWith(pages('        title: Contact us', '        title: 12'));
    const all = loadSite(root).errors.map(formatContentError);
    expect(all).toHaveLength(1);
    expect(stopMessage(root)).toBe(['The content has errors; `npm run validate` lists them all.', all[0]].join('\n'));
  });
});
