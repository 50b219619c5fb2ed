import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { findPlaceholders, isPlaceholder } from '../../../../scripts/engine/content/placeholders';

/*
 * Values nobody would publish on purpose, left in the site settings of pages.yaml: the build warns
 * about each, naming where it is, and still builds.
 */

describe('a placeholder', () => {
  it.each([
    ['[Country]', 'a bracketed stand-in'],
    ['Call [phone] today', 'a bracketed stand-in inside a text'],
    ['TODO', 'a note to do it later'],
    ['Address: tbd', 'a note to decide it later, in any case'],
    ['A placeholder text', 'the word placeholder'],
    ['Lorem ipsum dolor sit amet', 'dummy Latin'],
    ['help@example.com', 'an example.com address'],
    ['https://www.EXAMPLE.org/about', 'an example.org address, in any case'],
    ['info@example.net', 'an example.net address'],
    ['+44 0000000', 'a number of seven zeros'],
  ])('is found in "%s" (%s)', (value) => {
    expect(isPlaceholder(value)).toBe(true);
  });

  it.each([
    ['United Kingdom', 'a real value'],
    ['Todos los cursos', 'a word that starts with "todo"'],
    ['TBDs', 'a word that starts with "tbd"'],
    ['https://academy.example/', 'a real domain with "example" in it'],
    ['example.community', 'a domain that starts with "example.com"'],
    ['+44 20 7946 0000', 'a number ending in a few zeros'],
    ['+44 0000000 1', 'seven zeros before the end'],
    ['a ] b [ c', 'brackets that close nothing'],
  ])('is not found in "%s" (%s)', (value) => {
    expect(isPlaceholder(value)).toBe(false);
  });
});

describe('the placeholders of the site settings', () => {
  // Reading site: as a node or as a value (a mutant) is the same here: YAML gives a set of fields as its node either way.
  it('are each text under site: that is a placeholder, by its path, in lists and nested fields', () => {
    const document = parseDocument(
      [
        'site:',
        '  name: Academy',
        '  founded: 2000000000',
        '  legal: { country: "[Country]", state: England }',
        '  keywords: [Quran, TODO]',
        '  links:',
        '    - { label: Home, to: "https://example.com" }',
        'routes:',
        '  - { path: /, title: "[Title]" }',
      ].join('\n'),
    );
    expect(findPlaceholders(document)).toEqual([
      { path: ['site', 'legal', 'country'], value: '[Country]' },
      { path: ['site', 'keywords', 1], value: 'TODO' },
      { path: ['site', 'links', 0, 'to'], value: 'https://example.com' },
    ]);
  });

  it('are none when there are no site settings', () => {
    expect(findPlaceholders(parseDocument('routes: []\n'))).toEqual([]);
  });
});
